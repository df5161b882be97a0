# The interface strings in Bahasa Indonesia.
# One message per sentence; a `# ` comment above each says what it is for.
# `$name`s are filled in by the tutor: keep each one a message has. A colour
# comes as `black` or `white`, to choose the words with a selector; a count
# comes as a number, for plurals.

# `black` / `hitam` / `đen` (lower case, for the middle of a sentence).
# (Color::Black)
color-black = hitam

# `black` / `hitam` / `đen` (lower case, for the middle of a sentence).
# (Color::White)
color-white = putih

# `1 disc`, `3 discs` / `3 bidak` / `3 quân`.
discs = { $n } bidak

# `10 steps` / `10 tahap` / `10 bước` (steps of a lesson).
steps = { $n } tahap

# Whose turn it is and the disc count: `Black to move. Black 2, white 2.`
to-move = Giliran { $player ->
        [black] hitam
       *[white] putih
    }. Hitam { $black }, putih { $white }.

# Whose turn it is, without the count (when counting is the learner's task).
to-move-uncounted = Giliran { $player ->
        [black] hitam
       *[white] putih
    }.

# The disc count alone: `Black 2, white 2.`
disc-count = Hitam { $black }, putih { $white }.

# The game has ended (neither side can move).
game-over = Partai selesai: kedua pihak tidak bisa melangkah.

# The legal moves shown on the board as `*`.
legal-moves = Langkah sah (*): { $moves }

# The side to move has no legal move (it must pass).
no-legal-move = { $player ->
        [black] Hitam
       *[white] Putih
    } tidak punya langkah sah.

# The squares the lesson highlights (empty ones are drawn as `+`).
marked = Ditandai: { $squares }

# What the board's characters mean.
legend = { $black } hitam, { $white } putih, . kosong, * langkah sah, + kotak yang ditandai

# A legal move and its flips: `Black d3 is legal: it flips 1 disc (d4).`
move-is-legal = { $player ->
        [black] Hitam
       *[white] Putih
    } { $square } adalah langkah sah: membalik { $flips_count } bidak ({ $flips }).

# The heading over the board after a move: `The board after d3 (white to move):`
board-after = Papan sesudah { $square } (giliran { $to_move ->
        [black] hitam
       *[white] putih
    }):

# The heading over the board as it is: `The board (black to move):`
board-now = Papan (giliran { $to_move ->
        [black] hitam
       *[white] putih
    }):

# What one legal move flips: `flips d4`.
flips-list = membalik { $flips }

# The side to move must pass: `Black to move has no legal move and must pass; then white moves.`
must-pass = Giliran { $player ->
        [black] hitam
       *[white] putih
    }, tetapi { $player ->
        [black] hitam
       *[white] putih
    } tidak punya langkah sah dan harus melewati giliran; lalu { $player_opposite ->
        [black] hitam
       *[white] putih
    } melangkah.

# The final count of a finished game:
# `The game is over: neither side can move. Black 13, white 0, 51 empty: black wins.`
final-count = { game-over } Hitam { $black }, putih { $white }, { $empty } kosong: { $verdict }.

# `explain` on a finished game: there is no move to explain.
nothing-to-explain = Tidak ada langkah untuk dijelaskan: permainan sudah selesai.

# A move of a game record that cannot be played, and why:
# `move 2 (a1, character 3): a1 is not a legal move for white: ...`.
record-move-refused = langkah ke-{ $number } ({ $mv }, karakter ke-{ $at }): { $why }

# One line describing a computer level (`Level 2: flips as many discs as it can ...`).
# (Level::Random)
level-line-random = Tingkat 1: memainkan langkah sah apa saja, secara acak.

# One line describing a computer level (`Level 2: flips as many discs as it can ...`).
# (Level::MostFlips)
level-line-most-flips = Tingkat 2: membalik bidak sebanyak mungkin, kesalahan klasik pemula; hanya sudut yang didahulukan.

# One line describing a computer level (`Level 2: flips as many discs as it can ...`).
# (Level::CornersAndEdges)
level-line-corners-and-edges = Tingkat 3: mendahulukan sudut dan tepi, dan menghindari langkah yang membuka sudut untukmu.

# One line describing a computer level (`Level 2: flips as many discs as it can ...`).
# (Level::Mobility)
level-line-mobility = Tingkat 4: melihat tiga langkah ke depan, menghitung banyaknya langkah tiap pihak (mobilitas) dan sudut.

# One line describing a computer level (`Level 2: flips as many discs as it can ...`).
# (Level::Strong)
level-line-strong = Tingkat 5: melihat lima langkah ke depan dan menimbang mobilitas, sudut, bidak stabil, dan paritas; sempurna sejak 16 kotak kosong.

# One line describing a computer level (`Level 2: flips as many discs as it can ...`).
# (Level::Deep)
level-line-deep = Tingkat 6: seperti tingkat 5, delapan langkah ke depan; sempurna sejak 20 kotak kosong.

# The heading of a game against the computer: `Game 1: you play black against the computer at level 3.`
game-against-computer = Partai { $number }: kamu memegang { $learner ->
        [black] hitam
       *[white] putih
    } melawan komputer tingkat { $level }.

# The heading of a game between two people: who plays which colour.
game-two-players = Partai { $number }: dua pemain, satu papan; pemain 1 { $player_one ->
        [black] hitam
       *[white] putih
    }, pemain 2 { $player_one_opposite ->
        [black] hitam
       *[white] putih
    }.

# A person's move: `Black plays d3 and flips 1 disc: d4.`
person-played = { $player ->
        [black] Hitam
       *[white] Putih
    } melangkah ke { $square } dan membalik { $flips_count } bidak: { $flips }.

# The computer's move: `The computer (white) plays c3 and flips 1 disc: d4.`
computer-played = Komputer ({ $player ->
        [black] hitam
       *[white] putih
    }) melangkah ke { $square } dan membalik { $flips_count } bidak: { $flips }.

# The turn timer ran out: a random legal move is played instead.
time-up = Waktu { $player ->
        [black] hitam
       *[white] putih
    } habis: langkah sah acak { $square } dimainkan sebagai gantinya.

# A pass made because the player has no legal move, with the reason.
forced-pass = { $player ->
        [black] Hitam
       *[white] Putih
    } tidak punya langkah sah: tidak ada kotak kosong yang mengapit bidak { $player_opposite ->
        [black] hitam
       *[white] putih
    }. { $player ->
        [black] Hitam
       *[white] Putih
    } melewati giliran, dan { $player_opposite ->
        [black] hitam
       *[white] putih
    } melangkah lagi.

# The final count and the winner: `Black 40, white 24: black wins.`
game-result = Hitam { $black }, putih { $white }: { $verdict }.

# The games won so far, by the learner and the computer or by player 1 and player 2.
# (when against_computer)
tally-against-computer = Partai sejauh ini: kamu menang { $seat }, komputer menang { $other }, seri { $draws }.

# The games won so far, by the learner and the computer or by player 1 and player 2.
# (otherwise)
tally-not-against-computer = Partai sejauh ini: pemain 1 menang { $seat }, pemain 2 menang { $other }, seri { $draws }.

# Moves taken back.
undone = { $moves } langkah dibatalkan.

# Undo with no move of the learner's to take back.
nothing-to-undo = Tidak ada langkahmu yang bisa dibatalkan.

# Moves played again after an undo.
redone = { $moves } langkah dimainkan lagi.

# Redo with nothing taken back.
nothing-to-redo = Tidak ada langkah yang bisa dimainkan lagi.

# A move typed on the computer's turn.
not-your-turn = Sekarang giliran komputer.

# A move typed after the end of the game.
game-is-over = Partai sudah selesai: ketik baru untuk partai berikutnya, atau urungkan untuk membatalkan langkah.

# A move typed while the finished game is replayed.
replaying = Partai sedang diputar ulang: ketik putar ulang untuk berhenti, atau baru untuk partai berikutnya.

# The heading of the last move explained (its enclosed lines follow).
last-move = Langkah terakhir: { $player ->
        [black] hitam
       *[white] putih
    } melangkah ke { $square } dan membalik { $flips_count } bidak:

# `explain` before any disc was placed.
no-move-yet = Belum ada bidak yang diletakkan dalam partai ini.

# The game record was saved in a file.
saved-to = Partai disimpan di { $path }.

# The game record could not be saved (`why` is the system's reason).
not-saved = Partai tidak bisa disimpan di { $path }: { $why }

# The game record shown (`save` without a file).
game-record = Catatan partai: { $record } (simpan FILE menyimpannya di sebuah file).

# A game record was loaded from a file.
loaded = { $path } dimuat: { $moves } langkah.

# A game record could not be loaded (`why`: the system's or the record's reason).
not-loaded = { $path } tidak bisa dimuat: { $why }

# `load` without a file name.
load-what = Ketik muat dan nama file, misalnya: muat partai.txt

# The heading of the list of saved games on the game screen.
saved-games-heading = Partai yang disimpan, yang terbaru di atas:

# The keys of the list of saved games.
prompt-load-keys = Pilih partai dengan { $choose } lalu tekan { $load } untuk melanjutkannya; { $back } kembali ke partai ini.

# There is no saved game to load: none in `folder` yet, or (`None`) no
# data folder at all.
# (Some(folder))
no-saved-games-some = Belum ada partai yang disimpan di { $folder }: tekan { $save } saat bermain untuk menyimpannya.

# There is no saved game to load: none in `folder` yet, or (`None`) no
# data folder at all.
# (None)
no-saved-games-none = Tidak ada folder data untuk menyimpan partai: play --record FILE melanjutkan partai yang disimpan.

# The legal-move dots switched on or off.
# (when on)
dots-shown-on = Langkah sah ditandai dengan *.

# The legal-move dots switched on or off.
# (otherwise)
dots-shown-not-on = Langkah sah tidak ditandai lagi.

# The start of a replay of the finished game.
replay-start = Putar ulang partai ({ $moves } langkah), dari posisi awal.

# Going on past the last move of a replay.
replay-at-end = Itu langkah terakhir: ketik kembali untuk langkah sebelumnya, atau putar ulang untuk berhenti.

# `replay` before the game is over.
replay-when-over = Partai bisa diputar ulang setelah selesai.

# The time left on the turn timer.
time-left = Sisa waktu untuk langkah ini: { $seconds } detik.

# Asking the learner for a move against the computer.
prompt-your-move = Langkahmu ({ $player ->
        [black] hitam
       *[white] putih
    }): ketik satu kotak, misalnya d3, atau bantuan untuk daftar perintah.

# Asking for a move in a game between two people.
prompt-players-move = Giliran { $player ->
        [black] hitam
       *[white] putih
    }: ketik satu kotak, misalnya d3, atau bantuan untuk daftar perintah.

# What to type once the game is over.
prompt-game-over = Ketik baru untuk partai berikutnya, putar ulang untuk menelusuri partai ini, ulas untuk melihat langkah yang merugikan, simpan untuk menyimpannya, atau keluar.

# What to type during a replay.
prompt-replay = Enter: langkah berikutnya; kembali: langkah sebelumnya; putar ulang: berhenti.

# A graded move: `Move 23: white b2.`
review-move = Langkah { $number }: { $player ->
        [black] hitam
       *[white] putih
    } ke { $played }.

# A move that lost without a simple reason to show.
# (when exact)
reason-unseen-exact = Tidak ada aturan sederhana yang menjelaskannya: hitungan tepat akhir partai yang menunjukkannya.

# A move that lost without a simple reason to show.
# (otherwise)
reason-unseen-not-exact = Tidak ada aturan sederhana yang menjelaskannya: pencarian melihatnya beberapa langkah ke depan.

# How many moves kept the best result.
review-summary = { $best_kept } dari { $moves } langkah mempertahankan hasil terbaik.

# A review in which no move lost anything.
review-clean = Tidak ada langkah yang merugikan.

# The result of a match between two levels, from level `a`'s side.
match-result = Tingkat { $a } melawan tingkat { $b }, { $games } partai: tingkat { $a } menang { $wins }, kalah { $losses }, seri { $draws }.

# The home menu's entry of a game.
menu-play = Bermain

# The opponent in the play setup: the computer, or a second person.
# (when computer)
opponent-name-computer = komputer

# The opponent in the play setup: the computer, or a second person.
# (otherwise)
opponent-name-not-computer = dua orang, satu papan

# The turn timer's value in the play setup: off, or seconds a move.
# (Some(s))
timer-value-some = { $s } detik

# The turn timer's value in the play setup: off, or seconds a move.
# (None)
timer-value-none = mati

# The turn timer on the screen: how long a move may take, and what happens when the time runs out.
# (Some(s))
timer-help-some = Batas waktu giliran: { $s } detik per langkah. Jika waktunya habis, langkah sah acak dimainkan untuk pemain yang sedang melangkah.

# The turn timer on the screen: how long a move may take, and what happens when the time runs out.
# (None)
timer-help-none = Tanpa batas waktu giliran. Dengan batas waktu (30 atau 60 detik per langkah), langkah sah acak dimainkan untuk pemain yang waktunya habis.

# What Enter does in the play setup.
act-start = mulai

# What Esc does in a game: back to the home screen.
act-home = beranda

# The prompt while the computer works out its move.
computer-thinking = Komputer sedang berpikir…

# The prompt of a finished game, with the keys of another game, a replay, a review and a save.
prompt-over-keys = Partai selesai: { $new } partai berikutnya, { $replay } putar ulang langkah demi langkah, { $review } ulas langkah-langkahmu, { $save } simpan catatannya.

# The prompt of a replay on the game screen.
prompt-replay-keys = { $steps } langkah sebelum atau sesudahnya; { $back } kembali ke akhir partai.

# There is no data folder to save a game in: its record shown instead.
record-not-saved = Tidak ada folder data untuk menyimpan. Catatan partai: { $record }

# A new game asked for in the middle of one.
confirm-new-game = Partai belum selesai: tekan tombol yang sama sekali lagi untuk memulai partai baru.

# The play setup's first row when a game was left unfinished: Enter goes on with it.
go-on-unfinished = Lanjutkan partai yang belum selesai ({ $moves } langkah)

# A saved game chosen over a game in progress: Enter again replaces it.
confirm-load-game = Partai belum selesai: tekan { $load } sekali lagi untuk menggantinya dengan partai yang dipilih.

# Plain mode: `typed` (new, load FILE) would replace a game in progress;
# the same line again does it.
confirm-typed-again = Partai belum selesai: ketik { $typed } sekali lagi untuk menggantinya.

# Leaving asked for in the middle of a game.
confirm-leave-game = Partai belum selesai: tekan tombol yang sama sekali lagi untuk meninggalkannya tanpa menyimpan.

# A review asked for before the end of the game.
review-when-over = Partai bisa diulas setelah selesai.

# The review screen's title.
review-title = Ulasan partai

# The review screen while the moves are graded.
grading = Menilai langkah-langkah: pemecah dan pencarian tingkat 6 butuh beberapa detik… ({ $done } dari { $total } langkah)

# `play` without a terminal: the game runs in plain text.
game-not-a-terminal = keluaran bukan terminal: partai berjalan dalam teks biasa

# A right move: `Right: black plays d3 and flips 1 disc: d4.`
right-move = Benar: { $player ->
        [black] hitam
       *[white] putih
    } melangkah ke { $square } dan membalik { $flips_count } bidak: { $flips }.

# A right pass.
right-pass = Benar: { $player ->
        [black] hitam
       *[white] putih
    } tidak punya langkah sah, jadi { $player ->
        [black] hitam
       *[white] putih
    } melewati giliran dan { $player_opposite ->
        [black] hitam
       *[white] putih
    } melangkah lagi.

# Every legal move found.
right-all-legal = Benar: langkah sahnya adalah { $moves }.

# The flips of a move predicted.
right-flips = Benar: { $square } membalik { $flips }.

# The result of a finished game said right.
right-outcome = Benar: hitam { $black }, putih { $white }: { $verdict }.

# A right choice.
right-choice = Benar.

# The square asked for, named: `Right: c6.`
right-square = Benar: { $square }.

# An empty square where no direction encloses a line (the rows follow).
encloses-nothing = { $square } bukan langkah sah untuk { $player ->
        [black] hitam
       *[white] putih
    }: tidak ada arah yang mengapit bidak lawan.

# A legal move that the step did not ask for (the enclosed rows follow).
not-asked = { $square } memang langkah sah (akan membalik { $flips }), tetapi bukan langkah yang diminta tahap ini.

# A pass refused because the player has legal moves.
pass-refused = { $player ->
        [black] Hitam
       *[white] Putih
    } tidak boleh melewati giliran: masih ada langkah sah ({ $moves }), dan selama ada langkah sah, pemain wajib melangkah.

# The opening of a wrong set of squares (the details follow).
not-quite = Belum tepat.

# Squares the learner marked that do not flip.
extra-flips = Yang ini tidak dibalik: { $extra }.

# Why the discs of a move flip: the heading of the enclosed rows.
why-flips = { $square } membalik { $flips }:

# The right winner with the wrong count (a nudge: not the count).
count-again = Pemenangnya benar, tetapi hitungannya belum: hitung lagi bidak tiap warna.

# The wrong winner (a nudge: not who won).
winner-again = Hasilnya bukan itu: hitung lagi bidak tiap warna.

# The answer to a find-every-move step.
answer-all-legal = Langkah yang sah: { $moves }.

# The answer to a pass step.
answer-pass = { $player ->
        [black] Hitam
       *[white] Putih
    } tidak punya langkah sah, jadi harus melewati giliran.

# The answer to a who-won step.
answer-outcome = Hitam punya { $black } bidak dan putih { $white }: { $verdict }.

# The answer to a multiple-choice step (counting from 1).
answer-choice = Jawaban yang benar adalah nomor { $number }.

# The answer to a find-the-square step.
answer-squares = Kotak yang ditanyakan: { $squares }.

# `reveal` where there is nothing to reveal.
nothing-to-reveal = Tidak ada jawaban untuk ditunjukkan di sini.

# A wrong choice.
wrong-choice = Itu bukan jawaban yang benar.

# A square that is not the one asked for.
wrong-square = { $square } bukan kotak yang ditanyakan.

# The other side's scripted move.
reply-played = { $player ->
        [black] Hitam
       *[white] Putih
    } menjawab di { $square } dan membalik { $flips }.

# The other side's scripted pass.
reply-passed = { $player ->
        [black] Hitam
       *[white] Putih
    } tidak punya langkah sah, jadi melewati giliran.

# The other side answers next, on the key that goes on: `White answers next: Enter shows the move.`
reply-comes = { $player ->
        [black] Hitam
       *[white] Putih
    } menjawab berikutnya: { $key } menunjukkan langkahnya.

# A hint written in the lesson: `Hint: ...`.
hint = Petunjuk: { $text }

# No hint to give.
no-hint = Tidak ada petunjuk untuk tahap ini.

# `Lesson: The first move (10 steps)`.
lesson-heading = Pelajaran: { $title } ({ $steps })

# `Step 4 of 10` (counting from 1).
step-heading = Tahap { $step } dari { $steps }

# Where to find the commands.
type-help = Ketik help untuk melihat daftar perintah.

# After a step to read.
prompt-read = Tekan Enter untuk lanjut.

# Asking for one of the moves the step names.
prompt-play = Langkahmu: ketik satu kotak, misalnya d3.

# Asking for any legal move, with the legal squares hidden.
prompt-any-legal = Mainkan langkah sah apa saja (kali ini langkah sah tidak ditandai).

# Asking for every legal move.
prompt-all-legal = Ketik semua langkah sah, dipisah spasi, misalnya c4 d3.

# Asking which discs a move flips.
prompt-predict-flips = Ketik semua bidak yang akan dibalik oleh { $square }, dipisah spasi.

# Asking for a move or a pass.
prompt-pass = Ketik satu langkah, atau ketik lewat untuk melewati giliran jika { $player ->
        [black] hitam
       *[white] putih
    } tidak punya langkah sah.

# Asking who won a finished game.
prompt-outcome = Siapa yang menang? Ketik hitam, putih, atau seri, boleh ditambah hitungannya (hitam dulu), misalnya: hitam 40 24.

# Asking for the number of a choice.
prompt-choice = Ketik nomor jawabanmu.

# Asking for a square, which is not played.
prompt-find-square = Ketik kotaknya, misalnya c6.

# Asking for the learner's next move in a lesson's game (the legal moves not shown).
prompt-game = Langkahmu: ketik sebuah kotak (langkah sah tidak ditampilkan). Komputer langsung menjawab.

# The learner's move in a game: `You play d3 and flip d4.`
game-you-played = Kamu melangkah ke { $square } dan membalik { $flips_count } bidak: { $flips }.

# The learner's move took a corner.
game-corner-taken = Kamu mengambil sudut { $corner }. Bidak di sudut tidak pernah bisa dibalik.

# After the learner's move `player` may take `corner`, which it could not before.
game-corner-given = Hati-hati: sesudah langkahmu, { $player ->
        [black] hitam
       *[white] putih
    } bisa mengambil sudut { $corner }.

# The title of the rules quiz.
quiz-title = Kuis aturan

# The title of the lesson tasks due for review.
task-review-title = Tugas pelajaran untuk diulang

# The puzzle menu's row of the lesson tasks due for review.
menu-lesson-tasks = Tugas pelajaran untuk diulang

# No lesson task is due for review today; `queued` are in the queue.
no-lesson-tasks-due = Hari ini tidak ada tugas pelajaran yang perlu diulang ({ $queued } dalam antrean). Tugas yang dua kali kamu jawab salah dalam pelajaran akan muncul lagi di sini keesokan harinya.

# The course has no rules quiz (no lesson `first-game`, or no task
# before it marked `stands_alone`).
no-quiz = Kursus ini tidak punya kuis aturan: kuis itu memerlukan pelajaran first-game, dan tugas bertanda stands_alone dalam pelajaran sebelumnya.

# An answer of the wrong kind for a step that wants a move.
expects-move = Tahap ini meminta satu langkah: ketik satu kotak, misalnya d3.

# An answer of the wrong kind for a step that wants a move or a pass.
expects-move-or-pass = Tahap ini meminta satu langkah (kotak seperti d3) atau lewat untuk melewati giliran.

# An answer of the wrong kind for a step that wants squares.
expects-squares = Tahap ini meminta beberapa kotak: ketik dipisah spasi, misalnya d3 e6.

# An answer of the wrong kind for a step that asks who won.
expects-outcome = Tahap ini menanyakan siapa yang menang: hitam, putih, atau seri.

# An answer of the wrong kind for a multiple-choice step.
expects-choice = Tahap ini meminta nomor salah satu jawaban.

# An answer of the wrong kind for a step that wants a square named.
expects-square = Tahap ini meminta satu kotak: ketik satu, misalnya c6.

# A choice number out of range.
no-such-choice = Pilih angka 1 sampai { $count }.

# An answer on a step that asks nothing.
nothing-asked = Tidak ada yang perlu dijawab di sini: tekan Enter untuk lanjut.

# An answer on a step already answered.
already-done = Tahap ini sudah selesai: tekan Enter untuk lanjut.

# The lesson is over: nothing more to answer.
lesson-over = Pelajaran sudah selesai.

# Going on from a step that still waits for its answer.
answer-first = Tahap ini menunggu jawabanmu (atau ketik hint, atau skip).

# After a wrong answer.
try-again = Coba lagi, atau ketik hint atau skip.

# A line that is neither an answer nor a command.
not-understood = "{ $text }" tidak dipahami. Ketik help untuk melihat daftar perintah.

# `back` on the first step.
first-step = Ini tahap pertama: tidak ada tahap sebelumnya.

# A step skipped (counting from 1).
skipped = Tahap { $step } dilewati.

# The end of the lesson, with how the tasks went.
finished = Pelajaran selesai: { $right_first_time } dari { $tasks } tugas benar pada percobaan pertama, { $skipped } dilewati.

# Leaving before the end (`quit`).
leaving = Keluar dari pelajaran di tahap { $step } dari { $steps }.

# A lesson opened where the learner stopped, and how to start it again.
going-on-at = Anda melanjutkan di tahap { $step } dari { $steps }, tempat Anda berhenti. Untuk mulai lagi dari awal, tambahkan --from-start.

# The input ended before the lesson did.
end-of-input = Masukan habis: keluar dari pelajaran di tahap { $step } dari { $steps }.

# The progress file was damaged: it was kept aside at `kept_at`, unchanged,
# and the learner starts afresh.
progress-damaged = Berkas kemajuanmu rusak ({ $what }). Berkas itu disimpan apa adanya di { $kept_at }; kamu mulai dari awal.

# The progress file comes from a newer reversi-tutor: it is never written.
progress-newer = Berkas kemajuanmu berasal dari reversi-tutor yang lebih baru (versi { $version }). Berkas itu dibiarkan apa adanya; yang kamu kerjakan sekarang tidak disimpan.

# Another copy of the tutor uses the same progress: both are kept.
progress-shared = Ada salinan reversi-tutor lain yang sedang berjalan; kemajuan keduanya tetap disimpan.

# Progress could not be opened or saved (`why` is the system's reason).
progress-not-saved = Kemajuanmu tidak tersimpan: { $why }

# Where the progress is saved, after a fault stopped the tutor.
progress-saved-in = Kemajuanmu tersimpan di { $path }.

# The progress was kept in memory only (no folder could hold it), after a fault.
progress-in-memory = Kemajuanmu hanya disimpan di memori: kemajuan itu tidak tersimpan.

# A fault in the program (a panic) stopped the tutor; its details follow.
program-fault = Sebuah kesalahan di dalam program menghentikan reversi-tutor.

# Where the learner stopped in a lesson not yet finished (counting from 1).
stopped-at = berhenti di tahap { $step }

# The idea of a puzzle theme, the first hint of a puzzle without its own.
# (ThemeKind::LegalMove)
theme-idea-legal-move = Langkah sah selalu mengapit satu garis: di sebelah bidak lawan, dengan bidakmu sendiri di ujung garis itu.

# The idea of a puzzle theme, the first hint of a puzzle without its own.
# (ThemeKind::MaxFlips)
theme-idea-max-flips = Hitung bidak yang terbalik ke setiap arah dari tiap langkah: semua garis dari satu langkah dijumlahkan.

# The idea of a puzzle theme, the first hint of a puzzle without its own.
# (ThemeKind::Directions)
theme-idea-directions = Cari kotak kosong yang dikelilingi bidak lawan di beberapa sisi, dengan setiap garis ditutup bidakmu di ujungnya.

# The idea of a puzzle theme, the first hint of a puzzle without its own.
# (ThemeKind::ForcePass)
theme-idea-force-pass = Setelah langkahmu, lawan tidak boleh punya kotak yang mengapit garis: perhatikan bidak yang dibutuhkan langkah-langkah lawan.

# The idea of a puzzle theme, the first hint of a puzzle without its own.
# (ThemeKind::Wipeout)
theme-idea-wipeout = Cari langkah yang mengapit semua bidak lawan sekaligus.

# The idea of a puzzle theme, the first hint of a puzzle without its own.
# (ThemeKind::EndNow)
theme-idea-end-now = Setelah langkahmu, kedua pihak tidak boleh punya langkah sah: cari langkah yang tidak menyisakan garis untuk diapit kedua warna.

# The idea of a puzzle theme, the first hint of a puzzle without its own.
# (ThemeKind::PredictFlips)
theme-idea-predict-flips = Telusuri kedelapan arah dari bidak baru: sebuah garis hanya dibalik jika ditutup oleh bidakmu sendiri.

# The idea of a puzzle theme, the first hint of a puzzle without its own.
# (ThemeKind::AvoidXSquare)
theme-idea-avoid-xsquare = Sebelum melangkah, lihat setiap sudut yang kosong: sesudah langkahmu, bisakah lawan mengapit garis menuju sudut itu?

# The idea of a puzzle theme, the first hint of a puzzle without its own.
# (ThemeKind::MinMobility)
theme-idea-min-mobility = Untuk setiap langkah, hitung kotak yang lalu bisa dimainkan lawan: makin sedikit langkah lawan, makin baik untukmu.

# The idea of a puzzle theme, the first hint of a puzzle without its own.
# (ThemeKind::Stable)
theme-idea-stable = Bidak stabil adalah bidak di sudut, atau bidak yang tersambung tanpa celah ke sudut sewarna di sepanjang tepi. Hitung bidak stabilmu setelah setiap langkah.

# The idea of a puzzle theme, the first hint of a puzzle without its own.
# (ThemeKind::FewerIsMore)
theme-idea-fewer-is-more = Di sini langkah yang membalik paling banyak adalah jebakan. Untuk setiap langkah, pikirkan apa yang bisa dilakukan lawan sesudahnya.

# The idea of a puzzle theme, the first hint of a puzzle without its own.
# (ThemeKind::QuietMove)
theme-idea-quiet-move = Perhatikan bidak yang dibalik setiap langkah: setelah langkah tenang, tidak satu pun bersentuhan dengan kotak kosong.

# The idea of a puzzle theme, the first hint of a puzzle without its own.
# (ThemeKind::Opening)
theme-idea-opening = Pembukaan ditulis seolah-olah hitam memulai dengan f5. Putar papan dalam pikiranmu sampai posisi ini tampak seperti urutan itu.

# The idea of a puzzle theme, the first hint of a puzzle without its own.
# (ThemeKind::Corner)
theme-idea-corner = Bidak di sudut tidak pernah bisa dibalik. Telusuri tepi dan garis miring yang menuju setiap sudut.

# The idea of a puzzle theme, the first hint of a puzzle without its own.
# (ThemeKind::EndgameWin)
theme-idea-endgame-win = Membalik paling banyak tidak selalu terbaik: untuk setiap langkah, pikirkan balasan terbaik lawan.

# The idea of a puzzle theme, the first hint of a puzzle without its own.
# (ThemeKind::EndgameBest)
theme-idea-endgame-best = Pikirkan sampai akhir partai: untuk setiap langkah, apa balasan lawan? Langkah yang memaksa lawan melewati giliran bisa menambah bidak.

# Which hint this is: `(hint 1 of 2)`.
hint-level = (petunjuk { $level } dari { $levels })

# A hint asked for after the last one.
no-more-hints = Itu petunjuk terakhir: ketik reveal untuk melihat jawabannya.

# A puzzle's heading: `Puzzle corner-001 (rating 800)` (the id already names the theme).
puzzle-heading = Teka-teki { $id } (rating { $rating })

# The streak on the status line: `streak 4 (best 7)`.
streak-now = beruntun { $current } (terbaik { $best })

# The puzzles due for review today, on the status line: `5 to review`.
review-now = { $due } untuk diulang

# A first try not rated: help came before the first move.
not-rated-helped = Tidak dihitung untuk rating: kamu memakai bantuan sebelum langkah pertamamu.

# A first try not rated: the learner had met the puzzle before.
not-rated-met-before = Tidak dihitung untuk rating: kamu sudah pernah mencoba teka-teki ini.

# A puzzle skipped before any answer is not rated.
not-rated-skipped = Tidak dihitung untuk rating: kamu belum menjawab.

# A missed or helped puzzle goes to review: back in `days` days, on `due`.
# (1)
review-scheduled-1 = Teka-teki ini muncul lagi untuk diulang besok, { $due }.

# A missed or helped puzzle goes to review: back in `days` days, on `due`.
# (_)
review-scheduled-other = Teka-teki ini muncul lagi untuk diulang dalam { $days } hari, pada { $due }.

# A puzzle solved at the first try leaves the review queue.
review-left = Benar pada percobaan pertama: teka-teki ini keluar dari daftar ulangan.

# The streak grows: `Streak: 4 (best 7).`
streak-extended = Beruntun: { $current } (terbaik { $best }).

# The streak ends.
streak-ended = Rangkaian beruntun berakhir di { $at } (terbaik { $best }); teka-teki berikutnya memulai rangkaian baru.

# A legal move that misses the puzzle's goal (what it does instead follows).
not-the-goal = { $square } memang langkah sah (membalik { $flips }), tetapi tidak memenuhi tujuan teka-teki.

# A move that encloses lines in too few directions.
fewer-directions = { $square } mengapit garis ke { $enclosed } arah; tujuannya paling sedikit { $wanted } arah.

# After a move meant to end the game, the game goes on.
game-goes-on = Setelah { $square }, partai masih berlanjut: { $next ->
        [black] hitam
       *[white] putih
    } masih punya langkah sah.

# A move meant to take a corner that is not one.
not-a-corner = { $square } bukan sudut: sudut papan adalah a1, h1, a8, dan h8.

# After a right force-pass answer: `opponent` must pass, and the mover plays again.
goal-met-pass = { $opponent ->
        [black] Hitam
       *[white] Putih
    } tidak punya langkah sah dan harus melewati giliran: { $opponent_opposite ->
        [black] hitam
       *[white] putih
    } melangkah lagi.

# After a right end-now answer: nobody can move, the game is over with this count.
goal-met-over = Tidak ada yang bisa melangkah: partai selesai, hitam { $black }, putih { $white }.

# After a right wipe-out answer: `opponent` has no disc left, the game is over.
goal-met-wipeout = Bidak { $opponent ->
        [black] hitam
       *[white] putih
    } habis: partai selesai, hitam { $black }, putih { $white }.

# After a right `stable` answer: the mover's stable discs now, and before.
goal-met-stable = Bidak stabilmu: { $before } sebelum langkah ini, sekarang { $stable }. Tidak ada langkah lain yang menghasilkan lebih banyak.

# After a right `opening` answer: the line's name, its moves as written
# from f5, and as played on this board.
goal-met-opening = Itulah { $line }: ditulis dari f5, urutannya { $written }; di papan ini urutannya { $here }.

# A move that is not the next of the opening `line`; that of `other` when
# another named line goes on with it.
# (Some(other))
off-the-line-some = { $square } bukan langkah berikutnya dari { $line } di sini: langkah itu memainkan { $other }.

# A move that is not the next of the opening `line`; that of `other` when
# another named line goes on with it.
# (None)
off-the-line-none = { $square } bukan langkah berikutnya dari { $line } di papan ini.

# A named opening, as the lesson on openings calls it: `the tiger`.
# (OpeningLine::Perpendicular)
opening-name-perpendicular = pembukaan tegak lurus

# A named opening, as the lesson on openings calls it: `the tiger`.
# (OpeningLine::Diagonal)
opening-name-diagonal = pembukaan diagonal

# A named opening, as the lesson on openings calls it: `the tiger`.
# (OpeningLine::Parallel)
opening-name-parallel = pembukaan sejajar

# A named opening, as the lesson on openings calls it: `the tiger`.
# (OpeningLine::Tiger)
opening-name-tiger = tiger (harimau)

# A named opening, as the lesson on openings calls it: `the tiger`.
# (OpeningLine::Cow)
opening-name-cow = cow (sapi)

# A named opening, as the lesson on openings calls it: `the tiger`.
# (OpeningLine::Rabbit)
opening-name-rabbit = rabbit (kelinci)

# A named opening, as the lesson on openings calls it: `the tiger`.
# (OpeningLine::Heath)
opening-name-heath = heath

# A named opening, as the lesson on openings calls it: `the tiger`.
# (OpeningLine::Buffalo)
opening-name-buffalo = buffalo (kerbau)

# A move meant to leave the opponent the fewest moves that leaves more.
leaves-more-moves = Sesudah { $square }, { $opponent ->
        [black] hitam
       *[white] putih
    } punya { $moves } langkah sah; langkah lain hanya menyisakan { $fewest } untuk { $opponent ->
        [black] hitam
       *[white] putih
    }.

# A move played to show the answer: `Black plays h5 and flips 2 discs: g5, f5.`
plays = { $player ->
        [black] Hitam
       *[white] Putih
    } melangkah di { $square } dan membalik { $flips_count } bidak: { $flips }.

# What to type once a puzzle is done.
puzzle-done-prompt = Tekan Enter untuk teka-teki berikutnya, atau ketik quit.

# An answer of the wrong kind for a puzzle.
puzzle-expects-move = Teka-teki ini meminta satu langkah: ketik satu kotak, misalnya d3.

# An answer to a puzzle already solved or revealed.
puzzle-already-done = Teka-teki ini sudah selesai: tekan Enter untuk yang berikutnya.

# Going on from a puzzle still open.
puzzle-waits = Teka-teki ini menunggu langkahmu (atau ketik hint, reveal, atau skip).

# After a wrong move at a puzzle.
puzzle-try-again = Coba lagi, atau ketik hint, reveal, atau skip.

# A puzzle left with skip.
puzzle-skipped = Teka-teki dilewati.

# `back` in a trainer session.
no-back-in-puzzles = Di teka-teki tidak ada langkah kembali: ketik skip untuk teka-teki berikutnya.

# Every puzzle of the session's choice has been served.
no-more-puzzles = Tidak ada teka-teki lagi di sini.

# No puzzle at all of the theme asked for (or none at all).
# (Some(theme))
no-puzzles-in-some = Tidak ada teka-teki bertema { $theme }.

# No puzzle at all of the theme asked for (or none at all).
# (None)
no-puzzles-in-none = Tidak ada teka-teki.

# Review mode with nothing due today; when the next puzzle comes back, if any.
# (Some(next))
nothing-due-some = Hari ini tidak ada teka-teki yang perlu diulang; berikutnya muncul lagi pada { $next }.

# Review mode with nothing due today; when the next puzzle comes back, if any.
# (None)
nothing-due-none = Daftar ulanganmu kosong.

# Retry mode with no puzzle missed today.
nothing-missed-today = Hari ini kamu belum salah di teka-teki mana pun.

# How a trainer session went.
trainer-finished = Teka-teki kali ini: { $served }; { $first_try } benar pada percobaan pertama, total { $solved } terpecahkan.

# Leaving a trainer session (`quit`).
trainer-leaving = Keluar dari teka-teki.

# The input ended during a trainer session.
trainer-end-of-input = Masukan habis: keluar dari teka-teki.

# An unknown puzzle id, with the nearest id there is.
# (Some(near))
unknown-puzzle-some = tidak ada teka-teki `{ $id }`: maksudmu `{ $near }`?

# An unknown puzzle id, with the nearest id there is.
# (None)
unknown-puzzle-none = tidak ada teka-teki `{ $id }`; `reversi-tutor puzzles list` menampilkan temanya

# The heading of the puzzle list.
puzzles-heading = { $count } teka-teki, per tema:

# The learner's rating in the puzzle list.
list-rating = Ratingmu: { $rating } (±{ $deviation }), dari { $rated } teka-teki yang dinilai.

# The learner's streaks in the puzzle list.
list-streak = Rangkaian beruntun terbaik: { $best } (sekarang { $current }).

# The review queue in the puzzle list.
list-review = Untuk diulang: { $due } hari ini, { $queued } dalam daftar.

# A strategy theme waits for its lesson, in the puzzle list: `after lesson 14`.
after-lesson = setelah pelajaran { $number }

# A strategy theme waits for lesson `number`, called `title`, before a
# session that mixes themes serves it; chosen by name it is served at once.
theme-waits-for-lesson = Sesi berperingkat dan beruntun baru menyajikan teka-teki ini setelah kamu menyelesaikan pelajaran { $number } · { $title }. Jika dipilih di sini, teka-tekinya langsung dimulai.

# The glossary's heading: how many words it explains.
glossary-title = Daftar istilah: { $terms } kata dalam permainan, masing-masing dengan pelajaran yang mengajarkannya.

# Under a glossary word: the lesson that teaches it, `number` in the course.
glossary-taught-in = Diajarkan di pelajaran { $number } · { $title }.

# What a command does in a trainer session, for its help.
# (Command::Lesson(LessonCommand::Next) | Command::Game(GameCommand::Next))
puzzle-command-help-lesson-next-game-next = teka-teki berikutnya, setelah yang ini selesai (juga baris kosong)

# What a command does in a trainer session, for its help.
# (Command::Lesson(LessonCommand::Back) | Command::Game(GameCommand::Back))
puzzle-command-help-lesson-back-game-back = (tidak dipakai di teka-teki)

# What a command does in a trainer session, for its help.
# (Command::Lesson(LessonCommand::Retry))
puzzle-command-help-lesson-retry = (tidak dipakai di teka-teki)

# What a command does in a trainer session, for its help.
# (Command::Lesson(LessonCommand::Skip))
puzzle-command-help-lesson-skip = tinggalkan teka-teki ini, lanjut ke berikutnya

# What a command does in a trainer session, for its help.
# (Command::Lesson(LessonCommand::Hint))
puzzle-command-help-lesson-hint = petunjuk: mula-mula idenya, lalu tempat yang perlu dilihat

# What a command does in a trainer session, for its help.
# (Command::Lesson(LessonCommand::Reveal))
puzzle-command-help-lesson-reveal = tunjukkan jawaban dan jalannya permainan

# What a command does in a trainer session, for its help.
# (Command::Help)
puzzle-command-help-help = daftar ini

# What a command does in a trainer session, for its help.
# (Command::Quit)
puzzle-command-help-quit = keluar (kemajuanmu disimpan)

# What a command does in a trainer session, for its help.
# (Command::Game(_))
puzzle-command-help-game = (tidak dipakai di teka-teki)

# What a session command does, for the help.
# (Command::Lesson(LessonCommand::Next) | Command::Game(GameCommand::Next))
command-help-lesson-next-game-next = lanjut (juga baris kosong)

# What a session command does, for the help.
# (Command::Lesson(LessonCommand::Back) | Command::Game(GameCommand::Back))
command-help-lesson-back-game-back = kembali satu tahap

# What a session command does, for the help.
# (Command::Lesson(LessonCommand::Retry))
command-help-lesson-retry = coba lagi tahap ini

# What a session command does, for the help.
# (Command::Lesson(LessonCommand::Skip))
command-help-lesson-skip = lewati tahap ini

# What a session command does, for the help.
# (Command::Lesson(LessonCommand::Hint))
command-help-lesson-hint = petunjuk

# What a session command does, for the help.
# (Command::Lesson(LessonCommand::Reveal))
command-help-lesson-reveal = tunjukkan jawabannya

# What a session command does, for the help.
# (Command::Game(GameCommand::Undo))
command-help-game-undo = membatalkan langkah terakhirmu (melawan komputer, jawabannya juga)

# What a session command does, for the help.
# (Command::Game(GameCommand::Redo))
command-help-game-redo = memainkan lagi langkah yang dibatalkan

# What a session command does, for the help.
# (Command::Game(GameCommand::Explain))
command-help-game-explain = menjelaskan langkah terakhir: garis-garis yang diapitnya

# What a session command does, for the help.
# (Command::Game(GameCommand::Dots))
command-help-game-dots = menandai atau menyembunyikan langkah sah (*)

# What a session command does, for the help.
# (Command::Game(GameCommand::Save))
command-help-game-save = menyimpan catatan partai: simpan FILE, atau file --save, atau file baru di folder games pada folder data

# What a session command does, for the help.
# (Command::Game(GameCommand::Load))
command-help-game-load = memuat catatan partai: muat FILE

# What a session command does, for the help.
# (Command::Game(GameCommand::NewGame))
command-help-game-new-game = memulai partai berikutnya (warna bertukar, kecuali --no-swap)

# What a session command does, for the help.
# (Command::Game(GameCommand::Replay))
command-help-game-replay = menelusuri partai yang sudah selesai langkah demi langkah (sekali lagi untuk berhenti)

# What a session command does, for the help.
# (Command::Game(GameCommand::Review))
command-help-game-review = menilai setiap langkah partai dan menyebutkan yang paling merugikan

# What a session command does, for the help.
# (Command::Help)
command-help-help = daftar ini

# What a session command does, for the help.
# (Command::Quit)
command-help-quit = keluar

# What `next` and `back` do in a game: step a replay (true: next).
# (when forward)
replay-step-help-forward = saat putar ulang: langkah berikutnya (juga baris kosong)

# What `next` and `back` do in a game: step a replay (true: next).
# (otherwise)
replay-step-help-not-forward = saat putar ulang: langkah sebelumnya

# The heading of the help.
commands-heading = Perintah:

# The home menu's entry for the course.
menu-lessons = Pelajaran

# The home menu's entry for the settings.
menu-settings = Pengaturan

# The home menu's entry for the glossary.
menu-glossary = Daftar istilah

# The home menu's entry for the keys.
menu-help = Bantuan

# The home menu's entry that leaves.
menu-quit = Keluar

# How many lessons are finished: `7 of 21 done`.
lessons-done = { $done } dari { $total } selesai

# Where the learner stopped: `Continue: 8 · No chain reaction (step 3)`.
continue-at = Lanjutkan: { $number } · { $title } (tahap { $step })

# Every lesson finished.
all-done = Semua pelajaran selesai: buka yang mana saja untuk mengulanginya.

# A setting switched on or off.
# (when on)
on-off-on = aktif

# A setting switched on or off.
# (otherwise)
on-off-not-on = mati

# Keys that move the cursor on the board.
act-move-cursor = gerakkan kursor

# Typing a square (`d3`) puts the cursor on it.
act-type-square = ketik nama kotak (d3) untuk menaruh kursor di sana

# The key that plays the square under the cursor.
act-play = melangkah

# The key that marks or unmarks the square under the cursor.
act-pick = tandai kotak

# The key that gives the squares marked as the answer.
act-answer = jawab

# The key that passes.
act-pass = melewati giliran

# A click on a square.
act-click = klik kotak untuk melangkah di sana (atau menandainya)

# How the key lists name the mouse, in the column of keys.
mouse-key = tetikus

# Keys that choose an answer by its number.
act-number = pilih jawaban menurut nomornya

# The key that goes back to the list of lessons.
act-lessons = daftar pelajaran

# Keys that move through a list.
act-choose = pilih

# The key that opens the entry chosen.
act-open = buka

# The glossary's key that opens the lesson teaching the word at the top.
act-open-term-lesson = buka pelajaran yang mengajarkan kata paling atas

# Keys that change the setting chosen.
act-change = ubah

# The key that goes back to the screen before.
act-back = kembali

# The key that closes the key list.
act-close = tutup

# The keys that scroll the key list.
act-scroll = gulir

# The window is too small for the screen: `Make the window larger (needs 40×14, now 20×8).`
too-small = Perbesar jendela (perlu { $need_w }×{ $need_h }, sekarang { $w }×{ $h }).

# The squares the learner has marked so far.
your-squares = Kotak pilihanmu: { $squares }

# The home menu's entry for the classroom demo.
menu-demo = Peragaan kelas

# What the classroom demo's chooser offers.
demo-choose = Tunjukkan kepada kelas sebuah pelajaran tahap demi tahap, atau sebuah partai langkah demi langkah: pilih pelajaran, atau ketik catatan partai (f5d6c3...) lalu tekan { $open }.

# The chooser's row for a game record, with what has been typed: `Game record: f5d6c3`.
demo-record = Catatan partai: { $record }

# A task whose answer is hidden until the presenter shows it: the class guesses first.
demo-guess-first = Tebak dulu: jawabannya menyusul.

# Forward on the last step of a lesson or the last move of a game.
demo-at-end = Itu yang terakhir: ← untuk kembali.

# The classroom demo and the sandbox draw on a terminal, and the output is not one.
demo-needs-terminal = peragaan kelas dan papan bebas memerlukan terminal: keluarannya bukan terminal

# The sandbox's name: a board to set up any position on.
sandbox-name = Papan bebas

# The chooser's row that opens the sandbox.
sandbox-row = Papan bebas: susun posisi apa saja

# A position with a centre square empty, which no game reaches.
unreached-centre = Tidak ada partai sungguhan yang sampai ke posisi ini: setiap partai dimulai dengan bidak di d4, e4, d5 dan e5, dan bidak tidak pernah diambil dari papan (yang kosong sekarang: { $empty }).

# A position with discs not joined to the others, which no game reaches.
unreached-apart = Tidak ada partai sungguhan yang sampai ke posisi ini: setiap bidak diletakkan bersebelahan dengan bidak lain, jadi bidak di { $discs } tidak mungkin terpisah.

# Where the sandbox's export was written.
exported-to = Diekspor ke { $path }, dengan gambar papannya di sebelahnya (.svg): tempelkan tabel ini ke satu tahap pelajaran (di file teka-teki namanya [puzzle.position]).

# The sandbox's export could not be written to a file, and why.
export-not-written = Tidak tertulis ke file ({ $why }): salin tabelnya dari layar.

# The sandbox's export was not written to a file: there is no data folder.
export-no-folder = Tidak tertulis ke file: tidak ada folder data (lihat --data-dir); salin tabelnya dari layar.

# What the line below it holds: the board string of the position, for `--position`.
board-string-label = Papan sebagai teks (untuk --position):

# Under a board string cut into lines to fit the window: it is one string.
board-string-cut = Teks ini satu baris, dipotong agar muat di jendela: ketik tanpa potongannya.

# The key that switches auto-advance on and off.
act-auto = maju otomatis aktif / mati

# The keys that make auto-advance wait longer or shorter.
act-delay = jeda maju otomatis lebih lama / lebih singkat

# The key that opens the position shown in the sandbox.
act-sandbox = buka posisi ini di papan bebas

# Space or a click: the square under the cursor turns empty, black, white in turn.
act-cycle = bergantian kosong, hitam, putih

# The key that changes the side to move.
act-side = ganti pihak yang melangkah

# The key that exports the position.
act-export = ekspor: diagram dan papan sebagai teks, juga ditulis ke file

# The key that empties the whole board.
act-clear = kosongkan seluruh papan

# The key that sets up the start position.
act-start-position = posisi awal

# The key that undoes the sandbox's last change.
act-undo-change = batalkan perubahan terakhir

# `key` pressed once would empty the board: again, and it does; `undo` undoes it.
sandbox-confirm-clear = Tekan { $key } sekali lagi untuk mengosongkan seluruh papan; { $undo } membatalkannya.

# `key` pressed once would set up the start position: again, and it does.
sandbox-confirm-start = Tekan { $key } sekali lagi untuk memasang posisi awal; { $undo } membatalkannya.

# The sandbox's last change was undone.
sandbox-undone = Perubahan terakhir dibatalkan.

# The sandbox has no change to undo.
sandbox-nothing-to-undo = Tidak ada perubahan untuk dibatalkan.

# Typing a game record on the chooser.
act-type-record = ketik catatan partai

# Auto-advance, as one short word on the key bar.
key-auto = otomatis

# The delay of auto-advance, as one short word on the key bar.
key-delay = jeda

# The side to move, as a short word on the key bar.
key-side = giliran

# An empty square, as one short word on the key bar.
key-empty = kosong

# Export, as one short word on the key bar.
key-export = ekspor

# The output is not a terminal, so a lesson or the puzzles run in plain text.
not-a-terminal = keluaran bukan terminal: berjalan dalam teks biasa, bukan tutor layar penuh

# The home menu's entry for the puzzle trainer.
menu-puzzles = Teka-teki

# A mode of the puzzle menu, in a few words.
# (Mode::Theme)
puzzle-mode-name-theme = Semua tema, satu demi satu

# A mode of the puzzle menu, in a few words.
# (Mode::Rated)
puzzle-mode-name-rated = Berperingkat: dekat ratingmu

# A mode of the puzzle menu, in a few words.
# (Mode::Streak)
puzzle-mode-name-streak = Beruntun: sekali salah, rangkaian selesai

# A mode of the puzzle menu, in a few words.
# (Mode::Review)
puzzle-mode-name-review = Ulangan: teka-teki yang perlu diulang

# A mode of the puzzle menu, in a few words.
# (Mode::Retry)
puzzle-mode-name-retry = Coba lagi yang salah hari ini

# A puzzle theme's name on the puzzle menu, in a few words.
# (ThemeKind::LegalMove)
theme-title-legal-move = Cari langkah sah

# A puzzle theme's name on the puzzle menu, in a few words.
# (ThemeKind::PredictFlips)
theme-title-predict-flips = Sebut bidak yang dibalik

# A puzzle theme's name on the puzzle menu, in a few words.
# (ThemeKind::MaxFlips)
theme-title-max-flips = Balik paling banyak

# A puzzle theme's name on the puzzle menu, in a few words.
# (ThemeKind::Directions)
theme-title-directions = Apit ke banyak arah

# A puzzle theme's name on the puzzle menu, in a few words.
# (ThemeKind::ForcePass)
theme-title-force-pass = Paksa lawan lewati giliran

# A puzzle theme's name on the puzzle menu, in a few words.
# (ThemeKind::Wipeout)
theme-title-wipeout = Habisi semua bidak lawan

# A puzzle theme's name on the puzzle menu, in a few words.
# (ThemeKind::EndNow)
theme-title-end-now = Akhiri permainan sekarang

# A puzzle theme's name on the puzzle menu, in a few words.
# (ThemeKind::Corner)
theme-title-corner = Ambil sudut

# A puzzle theme's name on the puzzle menu, in a few words.
# (ThemeKind::AvoidXSquare)
theme-title-avoid-xsquare = Jangan berikan sudut

# A puzzle theme's name on the puzzle menu, in a few words.
# (ThemeKind::Stable)
theme-title-stable = Buat bidak stabil

# A puzzle theme's name on the puzzle menu, in a few words.
# (ThemeKind::FewerIsMore)
theme-title-fewer-is-more = Sedikit lebih baik: jangan rakus

# A puzzle theme's name on the puzzle menu, in a few words.
# (ThemeKind::MinMobility)
theme-title-min-mobility = Beri lawan langkah paling sedikit

# A puzzle theme's name on the puzzle menu, in a few words.
# (ThemeKind::QuietMove)
theme-title-quiet-move = Mainkan langkah tenang

# A puzzle theme's name on the puzzle menu, in a few words.
# (ThemeKind::EndgameWin)
theme-title-endgame-win = Akhir permainan: menang

# A puzzle theme's name on the puzzle menu, in a few words.
# (ThemeKind::EndgameBest)
theme-title-endgame-best = Akhir permainan: skor terbaik

# A puzzle theme's name on the puzzle menu, in a few words.
# (ThemeKind::Opening)
theme-title-opening = Pembukaan: langkah berikutnya

# What a session command's key does on the puzzle screen of the full-screen tutor, for its key list.
# (Command::Lesson(LessonCommand::Next) | Command::Game(GameCommand::Next))
puzzle-key-help-lesson-next-game-next = teka-teki berikutnya, setelah yang ini selesai

# What a session command's key does on the puzzle screen of the full-screen tutor, for its key list.
# (Command::Lesson(LessonCommand::Back) | Command::Game(GameCommand::Back) | Command::Lesson(LessonCommand::Retry))
puzzle-key-help-lesson-back-game-back-lesson-retry = teka-teki tidak bisa diulang: ada petunjuk cara melewatinya

# What a session command's key does on the puzzle screen of the full-screen tutor, for its key list.
# (Command::Lesson(LessonCommand::Skip))
puzzle-key-help-lesson-skip = tinggalkan teka-teki ini, lanjut ke berikutnya

# What a session command's key does on the puzzle screen of the full-screen tutor, for its key list.
# (Command::Lesson(LessonCommand::Hint))
puzzle-key-help-lesson-hint = petunjuk: mula-mula idenya, lalu tempat yang perlu dilihat

# What a session command's key does on the puzzle screen of the full-screen tutor, for its key list.
# (Command::Lesson(LessonCommand::Reveal))
puzzle-key-help-lesson-reveal = tunjukkan jawaban dan mainkan jalannya

# What a session command's key does on the puzzle screen of the full-screen tutor, for its key list.
# (Command::Help)
puzzle-key-help-help = daftar tombol ini

# What a session command's key does on the puzzle screen of the full-screen tutor, for its key list.
# (Command::Quit)
puzzle-key-help-quit = keluar, kemajuanmu disimpan

# What a session command's key does on the puzzle screen of the full-screen tutor, for its key list.
# (Command::Game(_))
puzzle-key-help-game = (tidak dipakai di teka-teki)

# The key that goes back to the puzzle menu.
act-puzzles = menu teka-teki

# The key that opens the rules quiz.
act-quiz = kuis aturan

# The keys that play an answer's best line forward and back, on the key bar.
act-line = permainan terbaik

# The keys that play an answer's best line forward and back, for the key list.
act-line-help = mainkan permainan terbaik maju atau mundur, satu langkah setiap kali

# Where the board stands in an endgame's best line: `Best line, move 2 of 9.`
line-step = Permainan terbaik, langkah { $at } dari { $moves }.

# Going on from a puzzle still open, with the keys that help.
puzzle-waits-keys = Teka-teki ini menunggu langkahmu ({ $hint } petunjuk, { $reveal } jawaban, { $skip } lewati).

# A hint asked for after the last one, with the key that shows the answer.
last-hint-key = Itu petunjuk terakhir: { $reveal } menunjukkan jawabannya.

# Back in a puzzle, with the key that skips it.
no-back-key = Di teka-teki tidak ada langkah mundur: { $skip } melewati ke teka-teki berikutnya.

# Enter on a step or puzzle that asks for squares, with none marked yet.
mark-first = Belum ada yang ditandai: tandai tiap kotak dengan { $mark } atau klik, lalu tekan { $answer }.

# Next on a lesson step that waits for its answer, with the keys of a hint
# and of a skip.
step-waits-keys = Tahap ini menunggu jawabanmu ({ $hint } petunjuk, { $skip } lewati).

# What to do at a predict-flips puzzle in the full-screen tutor: mark the discs, then answer (`mark` and `answer` are the keys).
prompt-mark-flips = Tandai setiap bidak yang akan dibalik oleh { $square } ({ $mark } atau klik pada tiap bidak), lalu tekan { $answer }.

# The full-screen prompt of a step that asks for every legal move: mark
# each with `mark` (or a click), then answer with `answer`.
prompt-mark-moves = Tandai setiap langkah sah ({ $mark } atau klik pada tiap kotak), lalu tekan { $answer }.

# The full-screen prompt of a step that asks for a move or a pass: `key` passes.
prompt-pass-keys = Mainkan satu langkah, atau tekan { $key } untuk melewati giliran jika { $player ->
        [black] hitam
       *[white] putih
    } tidak punya langkah sah.

# The full-screen prompt of a step that asks who won: press the number
# of the answer listed.
prompt-outcome-keys = Siapa yang menang? Tekan nomor jawabanmu.

# Where the teacher's lesson folders were named (`source`: a variable or a file).
lesson-folders-from = pelajaranmu dibaca dari { $folders } (disebut di { $source })

# Where the teacher's puzzle folders were named (`source`: a variable or a file).
puzzle-folders-from = teka-tekimu dibaca dari { $folders } (disebut di { $source })

# The config file cannot be used (`why` says where and why): its folders are left out.
config-not-used = { $why }. Folder dalam berkas ini tidak dipakai sampai berkasnya diperbaiki.

# The built-in course was written to `dir`, with how to check and use it.
course-exported = { $lessons } berkas pelajaran dan { $puzzles } berkas teka-teki, beserta README-nya, ditulis ke { $dir }. Periksa dengan `reversi-tutor check { $dir }`. Pakai dengan --lessons-dir { $dir }/lessons --puzzles-dir { $dir }/puzzles, atau sebut folder itu di berkas konfigurasi.

# A folder to write into holds files already.
folder-not-empty = { $dir } tidak kosong: pilih folder yang kosong, atau tambahkan --force untuk menimpa berkasnya.

# A file to write exists already.
file-exists = { $file } sudah ada: pilih nama lain, atau tambahkan --force.

# A new lesson file was written, with what to do next.
lesson-written = Pelajaran `{ $id }` ditulis ke { $file }. Tulis tahap-tahapmu, jalankan `reversi-tutor check { $file }`, lalu coba dengan `reversi-tutor lesson { $file }`.

# An id that a lesson cannot have.
bad-lesson-id = `{ $id }` tidak bisa menjadi id pelajaran: pakai huruf kecil a-z, angka, dan tanda hubung, seperti first-move

# A file could not be written (`why` is the system's reason).
cannot-write = tidak bisa menulis { $file }: { $why }

# A first try at a teacher's puzzle, which does not move the rating.
not-rated-teachers = Tidak dihitung untuk rating: teka-teki ini dari gurumu.

# `puzzles --set` of a folder or file without a puzzle to serve.
no-puzzles-in-set = { $set } tidak berisi teka-teki yang bisa disajikan: periksa dengan `reversi-tutor check { $set }`

# `puzzles generate --out FILE` of a file that exists, without --merge or --force.
generated-file-exists = { $file } sudah ada dan dibiarkan apa adanya: tambahkan --merge untuk menambahkan teka-teki baru di akhirnya (setiap barisnya tetap), atau --force untuk menimpanya.

# A picture's file named with another extension than .svg or .png.
picture-format = { $file }: beri nama gambar FILE.svg (gambar garis, untuk dicetak) atau FILE.png (piksel, untuk slide)

# No picture of an illegal move (`why` says why it is illegal).
no-picture = { $why } Tidak ada gambar yang ditulis.

# `man --out DIR` wrote `pages` manual pages into `dir`.
man-pages-written = { $pages } halaman manual ditulis ke { $dir } (baca satu dengan: man -l { $dir }/reversi-tutor.1).

# The label of the space where a pupil writes an answer.
sheet-answer = Jawaban:

# The heading of the answer key, on its own page.
sheet-answers-heading = Kunci jawaban

# A puzzle's heading on a worksheet: `Puzzle 3`.
sheet-puzzle = Teka-teki { $number }

# The title of a worksheet of puzzles; `name` is a theme's title or a folder.
sheet-puzzles-title = Teka-teki: { $name }

# What to write at a task asking for one move of `player`.
sheet-play = Tulis kotak langkah { $player ->
        [black] hitam
       *[white] putih
    }.

# What to write at a task asking for any legal move of `player`.
sheet-any-legal = Tulis satu langkah sah untuk { $player ->
        [black] hitam
       *[white] putih
    }.

# What to write at a task asking for every legal move of `player`.
sheet-all-legal = Tulis semua langkah sah untuk { $player ->
        [black] hitam
       *[white] putih
    }, atau lingkari di papan.

# What to write at a task asking which discs `square` flips.
sheet-predict-flips = Tulis semua bidak yang akan dibalik oleh { $square }, atau lingkari di papan.

# What to write at a task asking for a move of `player`, or a pass.
sheet-pass = Tulis langkah { $player ->
        [black] hitam
       *[white] putih
    }, atau tulis lewat jika { $player ->
        [black] hitam
       *[white] putih
    } tidak punya langkah sah.

# What to do at a task asking who won: tick a box, write the count.
sheet-outcome = Siapa yang menang? Beri tanda ✓ pada satu pilihan, lalu tulis jumlah bidak masing-masing.

# The box to tick for a draw, beside those for black and white.
sheet-draw = Seri

# What to do at a multiple-choice task: tick one box.
sheet-choice = Beri tanda ✓ pada satu pilihan.

# What to write at a task asking for a square that is not played.
sheet-find-square = Tulis kotaknya.

# A step that is a game against the computer, which paper cannot hold.
sheet-game = Tahap ini adalah partai melawan komputer: mainkan di reversi-tutor.

# The answer key of such a step: none.
sheet-game-answer = Partai melawan komputer: setiap langkah adalah langkah murid sendiri.

# `print --out FILE` of a file not named .html.
sheet-format = { $file }: lembar kerja adalah halaman web: beri nama FILE.html

# The worksheet was written to `file`, with how to print it.
sheet-written = { $file } sudah ditulis: buka di peramban web, lalu cetak.

# `print --puzzles NAME` where NAME is neither a theme nor a puzzle folder or file.
sheet-no-puzzles = `{ $name }` bukan tema teka-teki, bukan pula folder atau berkas teka-teki; temanya: { $themes }

# `black wins` / `hitam menang` / `đen thắng`, or `a draw` / `seri` / `hòa`.
# (Some(c))
verdict-some = { $c ->
        [black] hitam
       *[white] putih
    } menang

# `black wins` / `hitam menang` / `đen thắng`, or `a draw` / `seri` / `hòa`.
# (None)
verdict-none = seri

# How many legal moves the side to move has: `Black to move: 4 legal moves.`
legal-move-count = Giliran { $player ->
        [black] hitam
       *[white] putih
    }: { $n } langkah sah.

# One move of a replay: `Move 5 of 60: black d3.`
# (Move::Play(square))
replay-move-play = Langkah { $index } dari { $total }: { $player ->
        [black] hitam
       *[white] putih
    } melangkah ke { $square }.

# One move of a replay: `Move 5 of 60: black d3.`
# (Move::Pass)
replay-move-pass = Langkah { $index } dari { $total }: { $player ->
        [black] hitam
       *[white] putih
    } melewati giliran.

# Why a move lost, compared with the better move.
# (Reason::CornerGivenAway { corner })
review-reason-corner-given-away = Langkah itu membiarkan { $opponent ->
        [black] hitam
       *[white] putih
    } mengambil sudut { $corner }; setelah { $better }, { $opponent ->
        [black] hitam
       *[white] putih
    } tidak bisa.

# Why a move lost, compared with the better move.
# (Reason::BesideEmptyCorner { corner })
review-reason-beside-empty-corner = Langkah itu meletakkan bidak di sebelah sudut kosong { $corner }, yang nanti bisa diambil { $opponent ->
        [black] hitam
       *[white] putih
    }.

# Why a move lost, compared with the better move.
# (Reason::MobilityLost { theirs, after_better, })
review-reason-mobility-lost = Langkah itu menyisakan { $theirs } langkah bagi { $opponent ->
        [black] hitam
       *[white] putih
    }; { $better } hanya menyisakan { $after_better }.

# Why a move lost, compared with the better move.
# (Reason::Parity { region, better_region, })
review-reason-parity = Paritas: langkah itu masuk ke wilayah { $region } kotak kosong, jumlah genap; { $better } masuk ke wilayah { $better_region } kotak, jumlah ganjil, tempat langkah terakhir sering menguntungkan.

# The prompt of a person's turn on the game screen; `yours`: against the computer.
# (when yours)
prompt-move-keys-yours = Langkahmu ({ $player ->
        [black] hitam
       *[white] putih
    }): ketik satu kotak lalu tekan { $play }, atau klik kotaknya.

# The prompt of a person's turn on the game screen; `yours`: against the computer.
# (otherwise)
prompt-move-keys-not-yours = Giliran { $player ->
        [black] hitam
       *[white] putih
    }: ketik satu kotak lalu tekan { $play }, atau klik kotaknya.

# A pass refused, without naming the moves: `Black may not pass: ...`.
pass-refused-count = { $player ->
        [black] Hitam
       *[white] Putih
    } tidak boleh melewati giliran: masih ada { $moves } langkah sah, dan pemain yang bisa melangkah wajib melangkah.

# How many legal moves an answer left out (a nudge: not which).
missing-legal-count = Masih kurang { $n } langkah sah.

# How many flipped discs an answer left out (a nudge: not which).
missing-flip-count = Masih ada { $n } bidak lain yang ikut dibalik.

# The game is over, seen from the learner: `won` (`None`: a draw).
# (Some(true))
game-you-won-some = Kamu memenangkan partai pertamamu!

# The game is over, seen from the learner: `won` (`None`: a draw).
# (Some(false))
game-you-won-some-x = Kali ini kamu kalah. Setiap partai mengajarkan sesuatu.

# The game is over, seen from the learner: `won` (`None`: a draw).
# (None)
game-you-won-none = Seri: jumlah bidaknya sama.

# A move that flips fewer than the most: `d3 flips 2 discs; another move flips 4.`
flips-fewer = { $square } membalik { $flips } bidak; ada langkah lain yang membalik { $most }.

# After a move meant to wipe the opponent out, the opponent keeps discs.
opponent-keeps = Setelah { $square }, { $opponent ->
        [black] hitam
       *[white] putih
    } masih punya { $discs } bidak.

# After a right `quiet-move` answer: every flipped disc touches no empty square.
# (1)
goal-met-quiet-1 = Bidak yang kamu balik, { $flipped }, sekarang tidak bersentuhan dengan kotak kosong: itulah langkah tenang.

# After a right `quiet-move` answer: every flipped disc touches no empty square.
# (_)
goal-met-quiet-other = Bidak-bidak yang kamu balik, { $flipped }, sekarang tidak bersentuhan dengan kotak kosong: itulah langkah tenang.

# The final count when the empty squares go to the winner (tournament
# scoring): `... Black 64, white 0, with the 51 empty squares counted for black: black wins.`
final-count-to-winner = { game-over } Hitam { $black }, putih { $white }, dengan { $empty } kotak kosong dihitung untuk { $winner ->
        [black] hitam
       *[white] putih
    }: { $verdict }.

# Why the game ended: the board is full, neither side can move, or a wipe-out.
# (EndReason::BoardFull)
game-ended-board-full = Partai selesai: papan sudah penuh.

# Why the game ended: the board is full, neither side can move, or a wipe-out.
# (EndReason::NoMoves)
game-ended-no-moves = Partai selesai: kedua pihak tidak bisa melangkah, meskipun masih ada kotak kosong.

# Why the game ended: the board is full, neither side can move, or a wipe-out.
# (EndReason::WipeOut { wiped })
game-ended-wipe-out = Partai selesai: bidak { $wiped ->
        [black] hitam
       *[white] putih
    } habis, tidak tersisa satu pun.

# The turn timer and what happens when it runs out (for the help).
# (Some(s))
timer-rule-some = Batas waktu giliran: { $s } detik per langkah; jika waktu satu langkah habis, langkah sah acak dimainkan untuk pemain itu.

# The turn timer and what happens when it runs out (for the help).
# (None)
timer-rule-none = Tanpa batas waktu giliran (play --timer 30 atau --timer 60 memasangnya; jika waktu satu langkah habis, langkah sah acak dimainkan untuk pemain itu).

# What a move kept and what was possible (final disc differences, from the
# mover's side; `exact`: by the solver, else estimates).
# (when exact)
review-loss-exact = Hasilnya { $kept }, padahal { $best } bisa dicapai dengan { $better }: rugi { $discs }.

# What a move kept and what was possible (final disc differences, from the
# mover's side; `exact`: by the solver, else estimates).
# (otherwise)
review-loss-not-exact = Hasilnya sekitar { $kept }, padahal sekitar { $best } bisa dicapai dengan { $better }: rugi sekitar { $discs }.

# One graded move in the review screen's list: its number, who played where, what it lost.
# (when exact)
review-row-exact = { $number }. { $player ->
        [black] hitam
       *[white] putih
    } { $played }: rugi { $lost } bidak

# One graded move in the review screen's list: its number, who played where, what it lost.
# (otherwise)
review-row-not-exact = { $number }. { $player ->
        [black] hitam
       *[white] putih
    } { $played }: rugi sekitar { $lost } bidak

# A move on a square that already holds a disc.
occupied = { $square } tidak kosong: sudah ada bidak { $owner ->
        [black] hitam
       *[white] putih
    } di sana. Bidak hanya boleh diletakkan di kotak kosong.

# The end of a lesson or quiz: `count` of its tasks (at least one) come
# back the next day in the review queue.
tasks-queued = { $count } tugas yang terlewat akan muncul lagi besok, di antrean ulangan di samping teka-teki.

# The learner's rating on the status line, with the last change: `rating 1562 (+62)`.
# (Some(change))
rating-now-some = ratingmu { $rating } ({ $change })

# The learner's rating on the status line, with the last change: `rating 1562 (+62)`.
# (None)
rating-now-none = ratingmu { $rating }

# A move meant to give the opponent no corner that gives one: at once
# (`first` is `None`), or after the opponent's `first` move (a pass when
# it has none), whatever the mover answers.
# (None)
gives-corner-none = Sesudah { $square }, { $opponent ->
        [black] hitam
       *[white] putih
    } bisa mengambil sudut { $corners }.

# A move meant to give the opponent no corner that gives one: at once
# (`first` is `None`), or after the opponent's `first` move (a pass when
# it has none), whatever the mover answers.
# (Some(Move::Pass))
gives-corner-some-pass = Sesudah { $square }, { $opponent ->
        [black] hitam
       *[white] putih
    } harus melewati giliran, tetapi apa pun langkah { $opponent_opposite ->
        [black] hitam
       *[white] putih
    } berikutnya, sesudah itu { $opponent ->
        [black] hitam
       *[white] putih
    } bisa mengambil sudut { $corners }.

# A move meant to give the opponent no corner that gives one: at once
# (`first` is `None`), or after the opponent's `first` move (a pass when
# it has none), whatever the mover answers.
# (Some(Move::Play(first)))
gives-corner-some-play = Sesudah { $square }, { $opponent ->
        [black] hitam
       *[white] putih
    } bisa melangkah ke { $first }; apa pun jawaban { $opponent_opposite ->
        [black] hitam
       *[white] putih
    }, sesudah itu { $opponent ->
        [black] hitam
       *[white] putih
    } bisa mengambil sudut { $corners }.

# The rows of the play setup, in screen order (`app::SetupRow::ALL`).
setup-names =
    Lawan
    Tingkat
    Warnamu
    Titik langkah sah
    Batas waktu giliran
    Tukar warna setelah tiap partai

# The marks of the review screen's board: the move played, a better move.
review-marks =
    dimainkan
    langkah lebih baik

# Words that mean a pass in this language.
pass-words =
    lewat
    lewati
    lewati giliran
    melewati giliran

# Words that may follow a colour in this language: `black wins`, `hitam menang`.
win-words =
    menang

# The words of a session command in this language, long forms (the short
# forms `n`, `b`, ... are the same in every language).
# (Command::Lesson(LessonCommand::Next) | Command::Game(GameCommand::Next))
command-words-lesson-next-game-next =
    lanjut

# The words of a session command in this language, long forms (the short
# forms `n`, `b`, ... are the same in every language).
# (Command::Lesson(LessonCommand::Back) | Command::Game(GameCommand::Back))
command-words-lesson-back-game-back =
    kembali

# The words of a session command in this language, long forms (the short
# forms `n`, `b`, ... are the same in every language).
# (Command::Lesson(LessonCommand::Retry))
command-words-lesson-retry =
    coba lagi

# The words of a session command in this language, long forms (the short
# forms `n`, `b`, ... are the same in every language).
# (Command::Lesson(LessonCommand::Skip))
command-words-lesson-skip =
    lompati

# The words of a session command in this language, long forms (the short
# forms `n`, `b`, ... are the same in every language).
# (Command::Lesson(LessonCommand::Hint))
command-words-lesson-hint =
    petunjuk

# The words of a session command in this language, long forms (the short
# forms `n`, `b`, ... are the same in every language).
# (Command::Lesson(LessonCommand::Reveal))
command-words-lesson-reveal =
    jawaban

# The words of a session command in this language, long forms (the short
# forms `n`, `b`, ... are the same in every language).
# (Command::Game(GameCommand::Undo))
command-words-game-undo =
    urungkan
    batalkan

# The words of a session command in this language, long forms (the short
# forms `n`, `b`, ... are the same in every language).
# (Command::Game(GameCommand::Redo))
command-words-game-redo =
    ulangi

# The words of a session command in this language, long forms (the short
# forms `n`, `b`, ... are the same in every language).
# (Command::Game(GameCommand::Explain))
command-words-game-explain =
    jelaskan

# The words of a session command in this language, long forms (the short
# forms `n`, `b`, ... are the same in every language).
# (Command::Game(GameCommand::Dots))
command-words-game-dots =
    titik

# The words of a session command in this language, long forms (the short
# forms `n`, `b`, ... are the same in every language).
# (Command::Game(GameCommand::Save))
command-words-game-save =
    simpan

# The words of a session command in this language, long forms (the short
# forms `n`, `b`, ... are the same in every language).
# (Command::Game(GameCommand::Load))
command-words-game-load =
    muat

# The words of a session command in this language, long forms (the short
# forms `n`, `b`, ... are the same in every language).
# (Command::Game(GameCommand::NewGame))
command-words-game-new-game =
    baru

# The words of a session command in this language, long forms (the short
# forms `n`, `b`, ... are the same in every language).
# (Command::Game(GameCommand::Replay))
command-words-game-replay =
    putar ulang

# The words of a session command in this language, long forms (the short
# forms `n`, `b`, ... are the same in every language).
# (Command::Game(GameCommand::Review))
command-words-game-review =
    ulas

# The words of a session command in this language, long forms (the short
# forms `n`, `b`, ... are the same in every language).
# (Command::Help)
command-words-help =
    bantuan

# The words of a session command in this language, long forms (the short
# forms `n`, `b`, ... are the same in every language).
# (Command::Quit)
command-words-quit =
    keluar

# The rows of the settings screen, in order: language, legal-move dots, discs, animation, colour theme.
setting-names =
    Bahasa
    Titik langkah sah
    Bidak
    Animasi membalik
    Warna

# The colour themes, in the order of the settings: default, high contrast, colour-blind safe, no colour.
theme-names =
    bawaan
    kontras tinggi
    aman untuk buta warna
    tanpa warna

# What the marks on the board mean, in order: placed, tried, flipped, closes the line, open run, stops the line, marked, legal move, chosen.
board-roles =
    diletakkan
    dicoba
    dibalik
    menutup garis
    deretan terbuka
    berhenti di sini
    ditandai
    langkah sah
    tandamu

# The blanks at the top of a worksheet: name, class, date.
sheet-fields =
    Nama
    Kelas
    Tanggal

# What one direction from the placed disc holds, seen from `player`'s side:
# discs in the order met walking out: `encloses white on e3, d3, closed by
# black on c3`.
# (LineOutcome::Edge)
line-edge = langsung bertemu tepi papan

# What one direction from the placed disc holds, seen from `player`'s side:
# discs in the order met walking out: `encloses white on e3, d3, closed by
# black on c3`.
# (LineOutcome::Empty)
line-empty = bertemu kotak kosong { $square }

# What one direction from the placed disc holds, seen from `player`'s side:
# discs in the order met walking out: `encloses white on e3, d3, closed by
# black on c3`.
# (LineOutcome::OwnDiscFirst)
line-own-disc-first = langsung bertemu bidak { $player ->
        [black] hitam
       *[white] putih
    } sendiri di { $square }, jadi tidak ada yang diapit

# What one direction from the placed disc holds, seen from `player`'s side:
# discs in the order met walking out: `encloses white on e3, d3, closed by
# black on c3`.
# (LineOutcome::Open, to an empty square)
line-open-to-empty = ada { $opponent ->
        [black] hitam
       *[white] putih
    } di { $squares }, lalu kotak kosong { $end }: garisnya terbuka

# What one direction from the placed disc holds, seen from `player`'s side:
# discs in the order met walking out: `encloses white on e3, d3, closed by
# black on c3`.
# (LineOutcome::Open, to the edge)
line-open-to-edge = ada { $opponent ->
        [black] hitam
       *[white] putih
    } di { $squares }, lalu tepi papan: garisnya terbuka

# What one direction from the placed disc holds, seen from `player`'s side:
# discs in the order met walking out: `encloses white on e3, d3, closed by
# black on c3`.
# (LineOutcome::Encloses)
line-encloses = mengapit { $opponent ->
        [black] hitam
       *[white] putih
    } di { $squares }, ditutup oleh { $player ->
        [black] hitam
       *[white] putih
    } di { $closed_by }

# A direction as the learner sees it on screen: `down-left` / `kiri bawah` / `chéo xuống trái`.
# (Direction::Up)
direction-up = atas

# A direction as the learner sees it on screen: `down-left` / `kiri bawah` / `chéo xuống trái`.
# (Direction::Down)
direction-down = bawah

# A direction as the learner sees it on screen: `down-left` / `kiri bawah` / `chéo xuống trái`.
# (Direction::Left)
direction-left = kiri

# A direction as the learner sees it on screen: `down-left` / `kiri bawah` / `chéo xuống trái`.
# (Direction::Right)
direction-right = kanan

# A direction as the learner sees it on screen: `down-left` / `kiri bawah` / `chéo xuống trái`.
# (Direction::UpLeft)
direction-up-left = kiri atas

# A direction as the learner sees it on screen: `down-left` / `kiri bawah` / `chéo xuống trái`.
# (Direction::UpRight)
direction-up-right = kanan atas

# A direction as the learner sees it on screen: `down-left` / `kiri bawah` / `chéo xuống trái`.
# (Direction::DownLeft)
direction-down-left = kiri bawah

# A direction as the learner sees it on screen: `down-left` / `kiri bawah` / `chéo xuống trái`.
# (Direction::DownRight)
direction-down-right = kanan bawah

# A hint: how many legal moves there are.
hint-legal-count = Ada { $n } langkah sah.

# A hint: how many discs a move flips.
hint-flip-count = { $square } membalik { $n } bidak.

# A hint for a forced pass: look for any enclosing square.
hint-look-for-a-move = Coba setiap kotak kosong di sebelah bidak { $opponent ->
        [black] hitam
       *[white] putih
    }: adakah yang mengapit satu garis?

# A hint for a finished game: count.
hint-count = Hitung bidak tiap warna: yang lebih banyak menang, jumlah yang sama berarti seri.

# The second hint, where the quarter would name it anyway: the square.
hint-square = perhatikan { $square }.

# The heading of a class assignment (`puzzles --set DIR`).
assignment-heading = Kumpulan teka-teki: { $puzzles } teka-teki menurut urutan gurumu

# `puzzles generate --merge`: how many new puzzles were added to `file`.
generated-merged = { $added } teka-teki baru ditambahkan ke { $file }; teka-teki yang sudah ada tetap seperti ditulis

## The classroom: a pupil logging in, the teacher's serving terminal, class games

# Greets `name` and asks for the class code (and the PIN, when the name has one).
login-hello = Halo, { $name }. Ketik kode kelas dari gurumu.

# Greets a new `name` with no SSH key: a PIN keeps the name theirs.
login-new-pin = Halo, { $name }. Nama ini baru di sini. Ketik kode kelas, lalu pilih PIN: kamu mengetiknya setiap kali masuk sebagai { $name }.

# The prompt for the class code.
prompt-class-code = Kode kelas:{ " " }

# The prompt for the pupil's PIN.
prompt-pin = PIN-mu:{ " " }

# The prompt for a new PIN (4 to 12 digits).
prompt-new-pin = Pilih PIN (4 sampai 12 angka):{ " " }

# The prompt for the new PIN typed a second time.
prompt-pin-again = Ketik PIN yang sama sekali lagi:{ " " }

# The class code typed is wrong.
wrong-class-code = Itu bukan kode kelas. Coba lagi.

# The PIN typed is wrong.
wrong-pin = PIN itu salah. Coba lagi.

# The new PIN is not 4 to 12 digits, or the two differ.
pin-rules = PIN terdiri dari 4 sampai 12 angka, diketik sama dua kali. Coba lagi.

# `name` is bound to an SSH key that was not offered.
name-has-key = Nama { $name } hanya terbuka dengan kunci SSH-nya sendiri. Masuklah dari komputermu sendiri, atau tanya gurumu.

# `name` is already connected.
name-online = { $name } sudah terhubung. Tutup jendela yang lain dulu, atau tanya gurumu.

# The user name is not a pupil's name.
bad-name = Masuklah dengan namamu sendiri: huruf, angka, - dan _, paling banyak 32 karakter (ssh ani@...).

# Too many wrong tries, from this connection or this computer.
too-many-tries = Terlalu banyak percobaan yang salah. Tunggu beberapa menit, lalu coba lagi.

# The name's login file cannot be read: only the teacher can help.
login-broken = Data masuk { $name } tidak bisa dibaca. Tanya gurumu.

# A command, a shell without a terminal or a file transfer was asked for:
# the server shows only the tutor; `command` is how to log in.
only-the-tutor = Server ini hanya menampilkan tutor, di terminal. Masuklah dengan: { $command }

# The class was stopped by the teacher, after the pupil's screen closed.
class-ended = Kelas sudah selesai. Kemajuanmu tersimpan.

# The class folder, made just now.
class-folder-new = Folder kelas (baru): { $dir }

# The class folder, already there.
class-folder = Folder kelas: { $dir }

# The class code.
class-code = Kode kelas: { $code }

# Over the commands pupils type.
pupils-type = Murid mengetik (NAMA adalah nama masing-masing murid):

# No address of this machine could be listed.
no-address = (tidak ada alamat jaringan: berikan satu dengan --bind)

# The host key's fingerprint, which `ssh` shows at a pupil's first login.
host-fingerprint = Kunci server (ssh menampilkannya saat pertama masuk): { $fingerprint }

# How to stop the class.
stop-with-ctrl-c = Ctrl-C menghentikan kelas. Kemajuan setiap murid tersimpan.

# Who is connected now, and where each one is (a line each follows).
online-now = { $count ->
        [0] Tidak ada murid yang terhubung.
       *[other] { $count } murid terhubung:
    }

# The class has stopped, with every pupil's progress saved.
class-stopped = Kelas dihentikan. Kemajuan setiap murid tersimpan.

# Where a pupil is: on the home screen.
at-home = layar utama

# Where a pupil is: choosing a lesson.
choosing-a-lesson = memilih pelajaran

# Where a pupil is: lesson `number` (`id`), at step `step`.
in-lesson = pelajaran { $number } ({ $id }), tahap { $step }

# Where a pupil is: the puzzle menu.
choosing-a-puzzle = memilih teka-teki

# Where a pupil is: the puzzle `id` (`corner-007`).
in-puzzle = teka-teki { $id }

# Where a pupil is: a game against the computer (or its review).
in-game = sebuah permainan

# Where a pupil is: settings, glossary, help, demo or sandbox.
elsewhere = pengaturan atau bantuan

# How far a pupil has come: lessons finished, puzzle rating.
pupil-progress = { $lessons_done } pelajaran selesai, rating teka-teki { $rating }

# The play setup's opponent value for a class game.
opponent-classmate = teman sekelas

# The heading of the list of classmates to invite.
classmates-heading = Teman sekelas yang daring dan bisa bermain

# No classmate is free to invite now.
no-classmates = Belum ada teman sekelas yang bisa bermain. Daftar ini berubah saat teman datang dan pergi.

# The invitation sent to `name` awaits an answer.
waiting-for-answer = Menunggu jawaban { $name }. { $withdraw } membatalkan ajakan.

# `name` invites the pupil to a game, shown over any screen.
invited-by = { $name } mengajakmu bermain satu partai.

# `name` declined the invitation.
declined = { $name } menolak ajakanmu.

# `name` is not free to play now.
not-free = { $name } sedang tidak bisa bermain.

# `name` withdrew the invitation.
withdrawn = { $name } membatalkan ajakannya.

# A class game's heading: its number between the two, who plays black and white.
class-game-heading = Partai kelas { $number }: { $black } (hitam) melawan { $white } (putih)

# It is `name`'s turn, not the pupil's.
their-turn = Sekarang giliran { $name }: tunggu langkahnya.

# A class game takes no move back and starts no other game before its end.
no-undo-in-class = Langkah dalam partai kelas tidak bisa dibatalkan: setiap langkah tetap berlaku sampai partai selesai.

# Legal-move dots are not allowed in this class's games.
no-dots-in-class = Tanda langkah sah tidak dipakai dalam partai kelas ini.

# `name` left the game: the computer plays for them after a while.
opponent-left = { $name } keluar: komputer bermain untuknya sampai ia kembali.

# `name` is back at the game.
opponent-back = { $name } sudah kembali dan bermain lagi.

# The pupil's class rating moved from `before` to `after`.
class-rating-moved = Rating kelasmu: { $before } → { $after }.

# Esc over a class game not over: again leaves it, and how to come back.
confirm-leave-class-game = Partai berlanjut tanpamu: tekan { $leave } sekali lagi untuk keluar. Setelah beberapa saat komputer bermain untukmu; Main, lalu teman sekelas, membawamu kembali.

# The keys at the end of a class game (`n` invites the same classmate again).
class-over-keys = Partai selesai: { $new } mengajak { $name } ke partai berikutnya, { $replay } putar ulang langkah demi langkah, { $review } ulas langkah-langkahnya.

## The classroom, the teacher's side: logging in, the dashboard, follow me, the class report

# The teacher code, printed by `serve`: who logs in with it, and how.
teacher-code = Kode guru: { $code } (untuk membuka dasbor dari komputer lain: { $command })

# Greets the teacher logging in over SSH and asks for the teacher code.
teacher-hello = Halo, Bapak/Ibu Guru. Ketik kode guru yang dicetak oleh serve.

# The prompt for the teacher code.
prompt-teacher-code = Kode guru:{ " " }

# The teacher code typed is wrong.
wrong-teacher-code = Itu bukan kode guru. Lihat lagi apa yang dicetak oleh serve.

# The serving terminal shows the dashboard: leaving it stops the class.
dashboard-stops-class = Terminal ini menampilkan dasbor. Kalau dasbor ditutup, kelas berhenti dan semuanya tersimpan.

# The dashboard's title.
dashboard-title = Dasbor kelas

# How many pupils are connected, of how many in the class.
online-of = { $online } dari { $pupils } murid terhubung

# The panes' names: pupils, games, kept games, lessons, settings.
# One a line, in this order.
pane-names =
    Murid
    Partai
    Partai tersimpan
    Pelajaran
    Pengaturan

# The pupils' columns: name, where, lessons, stars, puzzles, class rating, last seen.
# One a line, in this order.
pupil-columns =
    Nama
    Sedang di
    Pelajaran
    Bintang
    Teka-teki
    Kelas
    Terakhir

# No pupil has logged in yet.
no-pupils = Belum ada murid yang masuk.

# Where a pupil is: not connected.
offline = tidak terhubung

# Where a pupil is: following the teacher's demo.
following = mengikuti Anda

# Where a pupil is: class game `id`.
in-class-game = partai kelas { $id }

# Last seen: connected now.
seen-now = sekarang

# Last seen `minutes` ago (said in minutes, hours or days).
# `unit` is `now`, `minutes`, `hours` or `days`; `n` how many.
seen-ago = { $unit ->
        [now] baru saja
        [minutes] { $n } menit lalu
        [hours] { $n } jam lalu
       *[days] { $n } hari lalu
    }

# A class game: its number, who plays black and white, how many moves.
game-row = { $id } · { $black } (hitam) melawan { $white } (putih) · { $moves } langkah

# The seat of `name` waits for them.
seat-waits = kursi { $name } menunggu

# No class game is going on.
no-games = Tidak ada partai kelas yang sedang dimainkan.

# A kept class game: its number, the players, the discs at its end.
kept-row = { $id } · { $black } (hitam) melawan { $white } (putih) · { $black-discs } lawan { $white-discs }

# No class game is kept yet.
no-kept = Belum ada partai kelas yang selesai.

# Under the games: `watch` (a key) watches one live.
games-help = { $watch } menonton partai yang dipilih, langkah demi langkah selagi dimainkan.

# Under the kept games: `open` steps through one, `review` reviews it,
# `follow` shows it to the class (keys).
kept-help = { $open } menelusuri partai yang dipilih. { $review } meninjaunya langkah demi langkah. { $follow } menunjukkannya kepada seluruh kelas.

# Under the lessons: `lead` (a key) leads the class through one.
lessons-help = { $lead }: seluruh kelas mengikuti pelajaran ini bersama Anda. Murid yang sedang bermain partai kelas tetap bermain.

# A lesson pupils may not open yet.
lesson-closed = belum dibuka

# The settings' names: timer, colour swap, dots, grace, level, lessons open.
# One a line, in this order.
class-setting-names =
    Waktu untuk satu langkah
    Warna bertukar setelah satu partai
    Titik langkah sah di partai kelas
    Tunggu sebelum komputer mengisi kursi
    Tingkat komputer
    Pelajaran yang terbuka untuk murid

# No timer.
timer-none = tanpa batas waktu

# Seconds a move.
timer-seconds = { $seconds } detik

# A setting that is on or off.
# (yes)
on-off-yes = ya

# (no)
on-off-no = tidak

# A time in seconds.
seconds = { $seconds } detik

# The computer's level.
level-value = tingkat { $level }

# Every lesson is open to pupils, of `total`.
open-lessons-all = semua ({ $total })

# The first `open` lessons are open to pupils.
open-lessons-first = { $open ->
        [1] hanya pelajaran 1
       *[other] pelajaran 1 sampai { $open }
    }

# Under the settings: `change` (keys) changes one, and it is saved at once.
settings-help = { $change } mengubah pengaturan yang dipilih. Perubahan langsung tersimpan di settings.toml.

# Two pupils invited to play each other.
pair = { $a } dengan { $b }

# These pairs were invited to a game.
# `pairs` is the list, joined with commas.
paired = Diundang bermain: { $pairs }.

# Fewer than two pupils were free: nobody was paired.
no-pairs = Kurang dari dua murid yang sedang bebas, jadi tidak ada yang dipasangkan.

# A setting was saved in settings.toml.
settings-saved = Tersimpan di settings.toml.

# A setting could not be saved, and why.
settings-not-saved = Tidak tersimpan: { $why }

# The report was written in `path`.
report-written = Laporan ada di { $path }

# The report could not be written, and why.
report-not-written = Laporan tidak bisa ditulis: { $why }

# Watching class game `id` live.
watching = Partai kelas { $id }, langsung: { $black } (hitam) melawan { $white } (putih).

# What a key of the dashboard does, for the key lists.
key-help-next-part = bagian dasbor berikutnya

# (key_help, TeacherKey::PartByNumber)
key-help-part-by-number = bagian dasbor dengan nomor itu

# (key_help, TeacherKey::Watch)
key-help-watch = menonton partai yang dipilih, secara langsung

# (key_help, TeacherKey::GoThrough)
key-help-go-through = menelusuri partai tersimpan yang dipilih, langkah demi langkah

# (key_help, TeacherKey::FollowMe)
key-help-follow-me = seluruh kelas mengikuti pelajaran atau partai tersimpan yang dipilih

# (key_help, TeacherKey::PairByRating)
key-help-pair-by-rating = memasangkan murid yang bebas menurut rating kelas, lalu mengundang setiap pasangan

# (key_help, TeacherKey::RoundRobin)
key-help-round-robin = memasangkan murid bebas yang paling jarang saling bertemu

# (key_help, TeacherKey::Report)
key-help-report = menulis laporan kelas (CSV) di folder kelas

# (key_help, TeacherKey::Review)
key-help-review = meninjau partai tersimpan yang dipilih, setiap langkah dinilai

# (key_help, TeacherKey::EndFollow)
key-help-end-follow = menyudahi ikuti saya: setiap murid kembali ke tempatnya semula

# The same in a word or two, for the key bar.
key-word-next-part = bagian lain

# (key_word, TeacherKey::PartByNumber)
key-word-part-by-number = bagian

# (key_word, TeacherKey::Watch)
key-word-watch = tonton

# (key_word, TeacherKey::GoThrough)
key-word-go-through = buka

# (key_word, TeacherKey::FollowMe)
key-word-follow-me = ikuti saya

# (key_word, TeacherKey::PairByRating)
key-word-pair-by-rating = pasangkan menurut rating

# (key_word, TeacherKey::RoundRobin)
key-word-round-robin = giliran semua

# (key_word, TeacherKey::Report)
key-word-report = laporan

# (key_word, TeacherKey::Review)
key-word-review = tinjau

# (key_word, TeacherKey::EndFollow)
key-word-end-follow = selesai mengikuti

# The class follows this demo.
class-follows = Seluruh kelas melihat ini di layar masing-masing.

# How many pupils answered, of how many follow.
answers-in = Jawaban: { $answered } dari { $following }

# One answer given: how many gave it, and who (each marked right or wrong).
tally-row = { $answer }: { $count } ({ $names })

# The teacher leads: the pupil follows on their screen.
follow-heading = Gurumu sedang memimpin. Ikuti di layarmu.

# How to answer a choice.
follow-prompt-choice = Jawab di layarmu: ketik nomor pilihanmu.

# How to answer with one square, played with `play` (a key).
follow-prompt-square = Jawab di layarmu: ketik satu petak, misalnya d3, lalu { $play }.

# How to answer with several squares, each marked with `mark`, then `answer` (keys).
follow-prompt-squares = Jawab di layarmu: tandai setiap petak dengan { $mark }, lalu { $answer }.

# How to answer who won.
follow-prompt-outcome = Jawab di layarmu: 1 hitam menang, 2 putih menang, 3 seri.

# The squares marked so far.
follow-marked = Sudah ditandai: { $squares }

# The pupil's answer is in: wait for the teacher.
follow-given = Jawabanmu: { $answer }. Sebentar lagi gurumu menunjukkan jawabannya.

# The pupil was right.
follow-right = Jawabanmu benar!

# The pupil was not right.
follow-wrong = Belum tepat kali ini. Lihat jawabannya di papan.

# The pupil did not answer this one.
follow-none = Kamu tidak menjawab soal ini.

# What was typed is no answer to this question.
follow-not-an-answer = Itu bukan jawaban untuk soal ini. Baca lagi apa yang ditanyakan.

# One answer a question: the pupil's is in.
follow-once = Jawabanmu sudah masuk. Setiap soal hanya dijawab sekali.

# A pass, as an answer.
follow-answer-pass = lewat

# A draw, as an answer.
answer-draw = seri

# The report's columns: name, connected, where, lessons done, stars,
# puzzle rating, class rating, class games, last seen.
# One a line, in this order.
report-columns =
    nama
    terhubung
    sedang di
    pelajaran selesai
    bintang
    rating teka-teki
    rating kelas
    partai kelas
    terakhir terlihat

# Connected now, or not (the report's second column).
# (yes)
yes-no-yes = ya

# (no)
yes-no-no = tidak

## Sentences built from parts of the game

# One saved game in the list to load: its file and how many moves it holds.
saved-game-row = { $name } · { $moves } langkah

# One saved game in the list to load, whose file cannot be read as a game.
saved-game-row-not-a-game = { $name } · bukan catatan partai

# The forms of an answer in a game, one a line: what to type, ` | `, what it does.
play-answer-forms =
    d3 | melangkah ke sebuah kotak

# The forms of an answer in a lesson or a puzzle, one a line: what to type,
# ` | `, what it does (every language lists the same forms, in this order).
answer-forms =
    d3 | melangkah ke satu kotak
    d3 e6 f4 | beberapa kotak (semua langkah sah, atau bidak yang dibalik)
    pass, lewat | melewati giliran
    hitam 40 24 | siapa yang menang (hitam, putih, atau seri), boleh dengan hitungannya
    1, 2, ... | nomor jawaban

# The heading of a game review: how many moves, and from how many empty squares
# on the solver grades them.
review-heading = Ulasan { $moves } langkah. Sejak { $exact_from } kotak kosong, setiap langkah dinilai tepat oleh pemecah; langkah sebelumnya dinilai oleh pencarian tingkat 6, yang nilainya perkiraan (sekitar).

# The mark between the whole and the fraction of a number (`1.5` / `1,5`), in
# the numbers of a match between two levels.
decimal-separator = ,

# The average final disc difference of a match, level `a` minus level `b`
# (`$average` comes signed, `+1.5`).
match-difference = Rata-rata selisih bidak: { $average } (tingkat { $a } dikurangi tingkat { $b }).

# A level's time per move in a match, in milliseconds.
match-time = Tingkat { $level }: rata-rata { $average } ms per langkah, paling lama { $longest } ms.

# What a key does in the full-screen game (the key list): take back.
game-key-help-undo = membatalkan langkah terakhirmu (melawan komputer, jawabannya juga)

# What a key does in the full-screen game: play again what was taken back.
game-key-help-redo = memainkan lagi langkah yang dibatalkan

# What a key does in the full-screen game: explain the last move.
game-key-help-explain = menjelaskan langkah terakhir: garis-garis yang diapitnya; sekali lagi: langkah sebelumnya

# What a key does in the full-screen game: the legal-move dots.
game-key-help-dots = menandai atau menyembunyikan langkah sah (*)

# What a key does in the full-screen game: save.
game-key-help-save = menyimpan catatan partai (folder data, atau file --save)

# What a key does in the full-screen game: load.
game-key-help-load = melanjutkan partai yang disimpan (dari folder data)

# What a key does in the full-screen game: the next game.
game-key-help-new-game = memulai partai berikutnya (warna bertukar, jika dipilih)

# What a key does in the full-screen game: replay the finished game.
game-key-help-replay = menelusuri partai yang sudah selesai langkah demi langkah

# What a key does in the full-screen game: review the finished game.
game-key-help-review = menilai tiap langkah partai yang sudah selesai

# What a key does in the full-screen game: quit.
game-key-help-quit = keluar; partai yang belum selesai disimpan, dan Bermain menawarkan untuk melanjutkannya

# The move a step wants: `This step asks for d3.`
step-wants = Tahap ini meminta { $moves }.

# The moves a step wants, when there are several: `This step asks for one of d3, c4.`
step-wants-one-of = Tahap ini meminta salah satu dari { $moves }.

# A scripted reply (a move, or a pass) that does not fit the position the learner reached.
reply-does-not-fit = (Pelajaran menyiapkan jawaban { $reply }, tetapi jawaban itu tidak cocok dengan posisi yang kamu capai, jadi pelajaran berlanjut dari posisi yang disiapkannya.)

# A pass, as the prepared answer of the message above.
reply-does-not-fit-pass = melewati giliran

# What a finished lesson's key leads to, after the key: another game.
offer-play = untuk bermain lagi melawan komputer

# What a finished lesson's key leads to: the review of the game.
offer-review = untuk meninjau partai ini langkah demi langkah

# What a finished lesson's key leads to: puzzles of its theme (`$theme`: the theme's title).
offer-practice = untuk { $count } teka-teki tentang isi pelajaran ini ({ $theme })

# What a finished lesson's key leads to: the rules quiz.
offer-rules-quiz = untuk kuis aturan: satu tugas dari setiap pelajaran sebelum ini

# The end of a lesson in the full-screen tutor: each offer, its key and what
# it leads to (`$offers`, joined with commas), then the key for the lessons.
offer-keys = Tekan { $offers }, { $leave } untuk daftar pelajaran.

# The end of a lesson in plain mode: the command for another game.
offer-command-play = Untuk bermain lagi: reversi-tutor play.

# The end of a lesson in plain mode: the command for the game's review.
offer-command-review = Untuk meninjau partai ini langkah demi langkah: reversi-tutor review { $record }

# The end of a lesson in plain mode: the command for puzzles of its theme
# (`$theme`: the theme's word for the command line).
offer-command-practice = Untuk berlatih isi pelajaran ini: reversi-tutor puzzles --theme { $theme } --count { $count }

# The end of a lesson in plain mode: the command for the rules quiz.
offer-command-rules-quiz = Untuk mengikuti kuis aturan: reversi-tutor quiz

# An unknown lesson id, with the ids there are.
unknown-lesson = tidak ada pelajaran `{ $id }`; pelajaran yang ada: { $known }

# The second hint of a puzzle: the quarter of the board holding a right move.
quarter-to-look-in = lihat seperempat papan bagian { $quarter ->
        [top-left] kiri atas
        [top-right] kanan atas
        [bottom-left] kiri bawah
       *[bottom-right] kanan bawah
    } ({ $from } sampai { $to }).

# The heading of a trainer session: puzzles by theme, one theme after another.
trainer-heading-every-theme = Teka-teki per tema, satu tema demi satu tema

# The heading of a trainer session kept to one theme (the theme follows).
trainer-heading-theme = Teka-teki per tema

# The heading of a trainer session: rated puzzles.
trainer-heading-rated = Teka-teki berperingkat, dipilih dekat ratingmu

# The heading of a trainer session: a streak.
trainer-heading-streak = Teka-teki beruntun: mulai dari yang termudah, dan satu kesalahan mengakhiri rangkaian

# The heading of a trainer session: the review queue.
trainer-heading-review = Ulangan: teka-teki yang perlu diulang hari ini

# The heading of a trainer session: today's misses.
trainer-heading-retry = Coba lagi: teka-teki yang salah hari ini, sekarang juga

# A trainer session's heading with the theme it keeps to.
trainer-heading-with-theme = { $heading } ({ $theme })

# The rating after a rated first try (`$change` comes signed: `+62`).
rating-change = Ratingmu: { $before } → { $after } ({ $change }).

# After a move meant to force a pass, the opponent can still move.
opponent-can-move = Setelah { $square }, { $opponent ->
        [black] hitam
       *[white] putih
    } masih punya { $moves } langkah sah, jadi { $opponent ->
        [black] hitam
       *[white] putih
    } tidak harus melewati giliran.

# How the greedy move ends with best play, for the message below: a loss
# (`$discs`: `3 discs`).
greedy-loses = langkah itu kalah dengan selisih { $discs }

# How the greedy move ends with best play: a draw.
greedy-draws = langkah itu hanya seri

# How the greedy move ends with best play: a smaller win.
greedy-wins = langkah itu hanya menang dengan selisih { $discs }

# After a right `fewer-is-more` answer: it wins by `$score` with best play, while
# the greedy move, flipping the most (`$flips`), ends as `$result` says.
goal-met-greed = Jika kedua pihak bermain sebaik mungkin, kamu menang dengan selisih { $score }. Langkah rakus { $greedy } membalik paling banyak, { $flips }, tetapi { $result }.

# A move meant to make the most stable discs that makes fewer.
fewer-stable = Sesudah { $square }, bidak stabilmu ada { $stable }; langkah lain menghasilkan { $most }.

# A move meant to be quiet whose one flipped disc touches an empty square.
flips-frontier-one = Sesudah { $square }, { $discs } masih bersentuhan dengan kotak kosong: itu bidak perbatasan, jadi langkah ini bukan langkah tenang.

# A move meant to be quiet whose flipped discs touch an empty square.
flips-frontier = Sesudah { $square }, { $discs } masih bersentuhan dengan kotak kosong: itu bidak perbatasan, jadi langkah ini bukan langkah tenang.

# The exact result of an endgame with best play, for the messages below: a win
# (`$discs`: `3 discs`).
endgame-result-wins = { $player ->
        [black] hitam
       *[white] putih
    } menang dengan selisih { $discs }

# The exact result of an endgame with best play: a draw.
endgame-result-draw = hasilnya seri

# The exact result of an endgame with best play: a loss.
endgame-result-loses = { $player ->
        [black] hitam
       *[white] putih
    } kalah dengan selisih { $discs }

# A wrong endgame move that ends the game.
endgame-after-over = Setelah { $square }, partai selesai: { $result }.

# A wrong endgame move after which the opponent must pass.
endgame-after-pass = Setelah { $square }, { $opponent ->
        [black] hitam
       *[white] putih
    } harus melewati giliran; jika kedua pihak bermain sebaik mungkin, { $result }.

# A wrong endgame move: the opponent's best reply, then the result.
endgame-after-reply = Setelah { $square }, balasan terbaik { $opponent ->
        [black] hitam
       *[white] putih
    } adalah { $reply }; jika kedua pihak bermain sebaik mungkin, { $result }.

# An endgame's best line and its final count (`$verdict`: `black wins`).
best-line = Permainan terbaik kedua pihak: { $moves }. Hitungan akhir: hitam { $black }, putih { $white }: { $verdict }.

# A pass, in the best line above.
best-line-pass = lewat

# The right answer of a puzzle, shown on request.
puzzle-answer = Jawabannya: { $squares }.

# Every right answer of a puzzle, when there are several.
puzzle-answers = Jawaban yang benar: { $squares }.

# Words that name black in an answer about the result, one a line (lower case).
outcome-words-black =
    hitam
    h

# Words that name white in an answer about the result, one a line.
outcome-words-white =
    putih
    p

# Words that name a draw in an answer about the result, one a line.
outcome-words-draw =
    seri
    remis

# The letter of a black disc, for `--ascii` (the first letter of the colour's name).
disc-letter-black = H

# The letter of a white disc, for `--ascii`.
disc-letter-white = P

# A session command as one short word on the key bar of the full-screen tutor: next.
session-key-word-next = lanjut

# As one short word on the key bar: back.
session-key-word-back = kembali

# As one short word on the key bar: try the step again.
session-key-word-retry = coba lagi

# As one short word on the key bar: skip the step.
session-key-word-skip = lewati

# As one short word on the key bar: a hint.
session-key-word-hint = petunjuk

# As one short word on the key bar: show the answer.
session-key-word-reveal = jawaban

# As one short word on the key bar: the list of keys.
session-key-word-help = tombol

# As one short word on the key bar: quit.
session-key-word-quit = keluar

# What a session command's key does, in the key list of the full-screen tutor: next.
session-key-help-next = lanjut ke tahap berikutnya

# What the key does: back.
session-key-help-back = kembali satu tahap

# What the key does: try the step again.
session-key-help-retry = coba lagi tahap ini dari awal

# What the key does: skip the step.
session-key-help-skip = lewati tahap ini

# What the key does: a hint.
session-key-help-hint = petunjuk

# What the key does: show the answer.
session-key-help-reveal = tunjukkan jawabannya

# What the key does: the list of keys.
session-key-help-help = daftar tombol ini

# What the key does: quit.
session-key-help-quit = keluar, kemajuanmu disimpan

# Auto-advance as the demo shows it: on, with its delay.
demo-auto-on = otomatis { $seconds } detik

# Auto-advance on, but waiting for a hidden answer to be shown.
demo-auto-waiting = otomatis { $seconds } detik, setelah jawaban ditunjukkan

# Auto-advance off (with the delay it would have).
demo-auto-off = otomatis mati ({ $seconds } detik)

# A puzzle theme's word for the command line, which `puzzles list` shows and
# `--theme` takes (also without its accents): one lower-case word, hyphens
# between its parts. In English the name the puzzle files use.
theme-word-legal-move = langkah-sah

# A puzzle theme's word for the command line.
theme-word-predict-flips = tebak-balikan

# A puzzle theme's word for the command line.
theme-word-max-flips = balik-terbanyak

# A puzzle theme's word for the command line.
theme-word-directions = banyak-arah

# A puzzle theme's word for the command line.
theme-word-force-pass = paksa-lewat

# A puzzle theme's word for the command line.
theme-word-wipeout = habisi

# A puzzle theme's word for the command line.
theme-word-end-now = akhiri-sekarang

# A puzzle theme's word for the command line.
theme-word-corner = sudut

# A puzzle theme's word for the command line.
theme-word-avoid-x-square = hindari-kotak-x

# A puzzle theme's word for the command line.
theme-word-stable = bidak-stabil

# A puzzle theme's word for the command line.
theme-word-fewer-is-more = sedikit-lebih-baik

# A puzzle theme's word for the command line.
theme-word-min-mobility = langkah-tersedikit

# A puzzle theme's word for the command line.
theme-word-quiet-move = langkah-tenang

# A puzzle theme's word for the command line.
theme-word-endgame-win = akhir-menang

# A puzzle theme's word for the command line.
theme-word-endgame-best = akhir-terbaik

# A puzzle theme's word for the command line.
theme-word-opening = pembukaan

## The Help page

# The Help page's title.
guide-title = Bantuan: cara memakai tutor ini

# The heading of a topic of the Help page (Lessons).
guide-lessons-heading = Pelajaran dan bintang

# The paragraphs of that topic, one a line: short sentences, one idea each.
guide-lessons =
    Kursus ini berisi daftar pelajaran. Ikuti sesuai urutan. Tiap pelajaran terdiri dari beberapa langkah.
    Ada langkah yang cukup dibaca. Ada juga langkah yang bertanya: mainkan satu kotak, tandai beberapa kotak, atau pilih jawaban.
    Kalau jawabanmu salah, kamu dapat dorongan kecil dulu. Isinya apa akibat jawabanmu, bukan jawabannya.
    Kalau salah lagi, tutor menunjukkan jawabannya. Petunjuk membantu tanpa membocorkan jawaban.
    Pelajaran yang selesai memberi bintang. Tiga bintang: semua soal benar pada percobaan pertama, tanpa petunjuk. Dua bintang: paling banyak dua kali meleset (petunjuk tidak dihitung). Satu bintang: kamu sampai di akhir.
    Daftar pelajaran menyimpan bintang terbaikmu. Langkah terakhirmu juga disimpan, jadi kamu bisa lanjut nanti.

# The heading of a topic of the Help page (Puzzles).
guide-puzzles-heading = Teka-teki dan ratingmu

# The paragraphs of that topic, one a line: short sentences, one idea each.
guide-puzzles =
    Teka-teki adalah satu posisi dengan satu tugas: cari langkah terbaik, atau bidak yang terbalik.
    Menu teka-teki punya beberapa mode dan tema. Mode berperingkat memilih teka-teki yang dekat dengan ratingmu. Mode beruntun berhenti pada kesalahan pertama.
    Ratingmu mulai dari 1000. Rating naik kalau kamu berhasil, dan turun kalau kamu meleset.
    Hanya jawaban pertamamu yang dihitung, dan hanya kalau belum ada petunjuk atau jawaban yang ditunjukkan.
    Tiap teka-teki punya dua petunjuk: pertama idenya, lalu tempat yang perlu dilihat.
    Sesudah teka-teki akhir permainan, kamu bisa memainkan jalur terbaiknya satu langkah demi satu langkah.

# The heading of a topic of the Help page (ReviewQueue).
guide-review-queue-heading = Antrean ulangan

# The paragraphs of that topic, one a line: short sentences, one idea each.
guide-review-queue =
    Teka-teki yang meleset, atau selesai dengan bantuan, masuk ke antrean ulangan.
    Teka-teki itu muncul lagi besok. Tiap kali kamu berhasil, jaraknya makin panjang: 3 hari, lalu 7 hari. Sesudah itu, teka-teki itu keluar dari antrean.
    Kalau meleset lagi, teka-teki itu muncul lagi besok.
    Soal pelajaran yang dua kali salah juga masuk ke antrean yang sama.
    Menu teka-teki menunjukkan apa yang perlu diulang hari ini. Kamu juga bisa langsung mengulang yang salah hari ini.

# The heading of a topic of the Help page (Play).
guide-play-heading = Bermain

# The paragraphs of that topic, one a line: short sentences, one idea each.
guide-play =
    Main melawan komputer, atau melawan teman di papan yang sama. Hitam selalu jalan duluan.
    Komputer punya enam tingkat. Tingkat 1 memainkan langkah sah apa saja. Tingkat 2 membalik bidak sebanyak mungkin. Tingkat 3 suka sudut dan tepi.
    Tingkat 4, 5 dan 6 berpikir beberapa langkah ke depan. Tingkat 6 berpikir paling jauh, dan bermain sempurna di akhir permainan.
    Pengatur waktu bisa mati, 30 atau 60 detik per langkah. Kalau waktumu habis, satu langkah sah acak dimainkan untukmu.
    Titik-titik menunjukkan langkah yang sah. Nyalakan atau matikan sebelum atau selama permainan.
    Kamu bisa membatalkan langkah, menyimpan permainan, dan melanjutkannya nanti. Permainan yang kamu tinggalkan tetap disimpan: menu Bermain menawarkan untuk melanjutkannya.

# The heading of a topic of the Help page (GameReview).
guide-game-review-heading = Melihat lagi sebuah permainan

# The paragraphs of that topic, one a line: short sentences, one idea each.
guide-game-review =
    Sesudah permainan, ulasan menilai setiap langkah.
    Langkah yang paling merugikan muncul lebih dulu. Tiap langkah disertai langkah yang lebih baik, dan alasannya.
    Pilih satu langkah di daftar untuk melihatnya di papan.

# The heading of a topic of the Help page (Demo).
guide-demo-heading = Peragaan kelas dan papan bebas

# The paragraphs of that topic, one a line: short sentences, one idea each.
guide-demo =
    Peragaan ini untuk proyektor: papan besar yang terbaca oleh seluruh kelas.
    Peragaan menampilkan pelajaran langkah demi langkah, atau permainan langkah demi langkah.
    Jawaban soal tetap tersembunyi sampai kamu menampilkannya, jadi kelas menebak dulu.
    Maju otomatis berjalan sendiri. Ia berhenti di jawaban yang masih tersembunyi.
    Papan bebas adalah papan untuk posisi apa saja. Taruh bidak, pilih siapa yang jalan, lalu ekspor posisinya untuk berkas pelajaran.

# The heading of a topic of the Help page (Classroom).
guide-classroom-heading = Kelas lewat jaringan sekolah

# The paragraphs of that topic, one a line: short sentences, one idea each.
guide-classroom =
    Komputer guru melayani kelas: reversi-tutor classroom serve
    Layarnya menunjukkan apa yang diketik tiap murid, misalnya: ssh -p 2222 NAMA@192.168.1.10
    Murid mengetik kode kelas. Login pertama menjadikan nama itu miliknya.
    Tiap murid mendapat tutor lengkap. Kemajuannya disimpan di komputer guru.
    Di kelas, menu Bermain bisa mengajak teman sekelas. Kedua layar menampilkan setiap langkah.
    Dasbor guru menunjukkan setiap murid: di mana mereka sekarang, bintang, dan rating mereka.
    Dari dasbor, guru menonton partai kelas secara langsung, memasangkan murid untuk bermain, dan menulis laporan kelas.
    Ikuti saya: guru memimpin satu pelajaran, dan pelajaran itu tampil di layar setiap murid. Tiap murid menjawab di layarnya sendiri. Lalu guru menunjukkan jawabannya.
    Tombol-tombol dasbor ada di daftar di bawah.

# The heading of a topic of the Help page (Notation).
guide-notation-heading = Cara menulis kotak

# The paragraphs of that topic, one a line: short sentences, one idea each.
guide-notation =
    Kolom diberi huruf a sampai h, dari kiri ke kanan.
    Baris diberi angka 1 sampai 8, dari atas ke bawah.
    Jadi a1 adalah sudut kiri atas, dan h8 sudut kanan bawah.
    Sebuah kotak ditulis kolomnya dulu, lalu barisnya: d3 adalah kolom d, baris 3.
    Catatan permainan adalah langkah-langkahnya berurutan: f5d6c3.

# The heading over the keys of every screen.
guide-keys-heading = Tombol di setiap layar

# What the keys part says first: `$help` is the key that lists a screen's keys.
guide-keys-intro = Di setiap layar, { $help } menampilkan tombol yang bisa dipakai di sana. Berikut tombol dari semua layar.

# A screen's name, over its keys on the Help page (Home).
guide-place-home = Beranda

# A screen's name, over its keys on the Help page (Lessons).
guide-place-lessons = Daftar pelajaran

# A screen's name, over its keys on the Help page (Lesson).
guide-place-lesson = Sebuah pelajaran

# A screen's name, over its keys on the Help page (PuzzleMenu).
guide-place-puzzle-menu = Menu teka-teki

# A screen's name, over its keys on the Help page (Puzzle).
guide-place-puzzle = Sebuah teka-teki

# A screen's name, over its keys on the Help page (PlaySetup).
guide-place-play-setup = Bermain: pilihan sebelum permainan

# A screen's name, over its keys on the Help page (Game).
guide-place-game = Sebuah permainan

# A screen's name, over its keys on the Help page (Review).
guide-place-review = Ulasan permainan

# A screen's name, over its keys on the Help page (DemoPick).
guide-place-demo-pick = Peragaan kelas: apa yang ditampilkan

# A screen's name, over its keys on the Help page (Demo).
guide-place-demo = Peragaan kelas

# A screen's name, over its keys on the Help page (Sandbox).
guide-place-sandbox = Papan bebas

# A screen's name, over its keys on the Help page (Settings).
guide-place-settings = Pengaturan

# A screen's name, over its keys on the Help page (Glossary).
guide-place-glossary = Daftar istilah

# A screen's name, over its keys on the Help page (Guide).
guide-place-guide = Halaman Bantuan ini

# A screen's name, over its keys on the Help page (Classmates).
guide-place-classmates = Teman sekelas untuk diajak (di kelas)

# A screen's name, over its keys on the Help page (KeyList).
guide-place-key-list = Daftar tombol di atas layar

# A screen's name, over its keys on the Help page (Invitation).
guide-place-invitation = Sebuah ajakan (di kelas)

# A screen's name, over its keys on the Help page (Dashboard).
guide-place-dashboard = Dasbor guru (di kelas)

# A screen's name, over its keys on the Help page (DashboardOpen).
guide-place-dashboard-open = Dasbor: partai atau pelajaran yang dibuka

# A screen's name, over its keys on the Help page (Follow).
guide-place-follow = Ikuti saya, di layar murid

# What Backspace does after a column letter typed: the letter undone.
guide-erase-typed = hapus yang baru diketik

# The same, as one short word on the key bar.
guide-erase-word = hapus huruf

# What the digits do on the play setup: the computer's level.
guide-set-level = atur tingkat komputer

# The same, as one short word on the key bar.
guide-level-word = tingkat

# A finished lesson offers a game against the computer.
guide-offer-play = main melawan komputer

# A finished lesson offers the review of the game just played.
guide-offer-review = lihat lagi permainan tadi, langkah demi langkah

# A finished lesson offers five puzzles of its theme.
guide-offer-puzzles = lima teka-teki tentang isi pelajaran ini

# A finished lesson offers the rules quiz.
guide-offer-quiz = kuis aturan: satu soal dari tiap pelajaran sejauh ini

# The sandbox as one short word on the key bar.
guide-sandbox-word = papan bebas

# A key puts a black disc on the square under the cursor.
guide-put-black = taruh bidak hitam di kotak itu

# A key puts a white disc on the square under the cursor.
guide-put-white = taruh bidak putih di kotak itu

# A key empties the square under the cursor.
guide-put-none = kosongkan kotak itu

# What inviting a classmate does.
guide-invite = ajak teman yang dipilih bermain

# Invite, as one short word.
guide-invite-word = ajak

# What taking back an invitation does.
guide-withdraw = batalkan ajakanmu

# Take back, as one short word.
guide-withdraw-word = batalkan

# What accepting an invitation does.
guide-accept = terima ajakan dan mulai bermain

# Accept, as one short word.
guide-accept-word = terima

# What declining an invitation does.
guide-decline = tolak ajakan

# Decline, as one short word.
guide-decline-word = tolak

## Puzzle hints

# A puzzle's first hint, told from the facts of its position, weak first: a few
# sentences, each a message below, that never name a right move. `$opponent` is
# the side not to move (`black` or `white`); every count comes as a number.

# Two sentences of a hint, one after the other.
hint-sentences = { $first } { $next }

# The last two items of a list: `3 and 1`, `a row and 2 diagonals`.
hint-list-pair = { $first } dan { $last }

# An item of a list before the rest of it: `5, ` before `3 and 1`.
hint-list-more = { $first }, { $rest }

# Lines along rows, one kind in a list of the lines a move encloses:
# `a row and 2 diagonals`.
hint-rows = { $n } baris

# Lines along columns, one kind in a list of the lines a move encloses.
hint-columns = { $n } kolom

# Lines along diagonals, one kind in a list of the lines a move encloses.
hint-diagonals = { $n } diagonal

# The lines some moves enclose, all of them rows (`$total` of them).
hint-lines-rows = { $total ->
        [1] satu baris
        [2] 2 garis, keduanya baris
       *[other] { $total } garis, semuanya baris
    }

# The lines some moves enclose, all of them columns (`$total` of them).
hint-lines-columns = { $total ->
        [1] satu kolom
        [2] 2 garis, keduanya kolom
       *[other] { $total } garis, semuanya kolom
    }

# The lines some moves enclose, all of them diagonals (`$total` of them).
hint-lines-diagonals = { $total ->
        [1] satu diagonal
        [2] 2 garis, keduanya diagonal
       *[other] { $total } garis, semuanya diagonal
    }

# The lines some moves enclose, of several kinds: `3 lines: 2 rows and a diagonal`.
hint-lines-mixed = { $total } garis: { $kinds }

# legal-move: the opponent has one disc.
hint-legal-move-single-disc = { $opponent ->
        [black] Hitam
       *[white] Putih
    } hanya punya satu bidak, dan bidak itu bersentuhan dengan kotak kosong; langkah sah selalu berada di sampingnya.

# legal-move: every disc of the opponent touches an empty square.
hint-legal-move-all-touch = Semua { $discs } bidak { $opponent ->
        [black] hitam
       *[white] putih
    } bersentuhan dengan kotak kosong, dan langkah sah selalu berada di samping salah satunya.

# legal-move: half of the opponent's discs or fewer touch an empty square.
hint-legal-move-few-touch = Hanya { $frontier } dari { $discs } bidak { $opponent ->
        [black] hitam
       *[white] putih
    } yang bersentuhan dengan kotak kosong, dan langkah sah selalu berada di samping salah satunya.

# legal-move: more than half of the opponent's discs, not all, touch an empty square.
hint-legal-move-some-touch = { $frontier } dari { $discs } bidak { $opponent ->
        [black] hitam
       *[white] putih
    } bersentuhan dengan kotak kosong, dan langkah sah selalu berada di samping salah satunya.

# legal-move: how many legal moves there are, and the lines they enclose
# (`$lines`: `3 lines: 2 rows and a diagonal`).
hint-legal-move-moves = { $moves ->
        [1] Kamu hanya punya satu langkah sah, dan langkah itu mengapit { $lines }.
       *[other] Kamu punya { $moves } langkah sah; bersama-sama, langkah-langkah itu mengapit { $lines }.
    }

# directions: several moves enclose lines in `$wanted` directions or more.
hint-directions-many = { $answers } dari { $moves } langkahmu mengapit garis ke { $wanted } arah atau lebih. Hitung baris, kolom, dan diagonal dari setiap langkah.

# directions: one move encloses lines in `$wanted` directions or more.
hint-directions-one = Hanya satu dari { $moves } langkahmu yang mengapit garis ke { $wanted } arah atau lebih.

# directions: the lines that move encloses (`$kinds`: `a row and 2 diagonals`),
# each flipping `$flips` discs.
hint-directions-same-flips = Langkah itu mengapit { $kinds }, dan membalik { $flips } bidak di setiap garis.

# directions: the lines that move encloses, and the discs each flips (`$counts`:
# `2, 1 and 1`).
hint-directions-flips = Langkah itu mengapit { $kinds }, dan membalik { $counts } bidak.

# force-pass: the opponent's discs, and no legal move for it now.
hint-force-pass-stuck = { $opponent ->
        [black] Hitam
       *[white] Putih
    } punya { $discs } bidak, dan saat ini tidak punya langkah sah.

# force-pass: the opponent's discs, and its legal moves were it its turn.
hint-force-pass-now = { $opponent ->
        [black] Hitam
       *[white] Putih
    } punya { $discs } bidak; seandainya sekarang giliran { $opponent ->
        [black] hitam
       *[white] putih
    }, { $opponent ->
        [black] hitam
       *[white] putih
    } punya { $now } langkah sah.

# force-pass: how many of your moves leave the opponent without a move.
hint-force-pass-shut = { $answers ->
        [1] Hanya satu dari { $moves } langkahmu yang membuat { $opponent ->
            [black] hitam
           *[white] putih
        } tidak bisa melangkah.
       *[other] { $answers } dari { $moves } langkahmu membuat { $opponent ->
            [black] hitam
           *[white] putih
        } tidak bisa melangkah.
    }

# force-pass: `$shut` moves leave the opponent without a move, but `$ending` of
# them end the game.
hint-force-pass-shut-ending = { $shut } dari { $moves } langkahmu membuat { $opponent ->
        [black] hitam
       *[white] putih
    } tidak bisa melangkah, tetapi { $ending ->
        [1] satu
       *[other] { $ending }
    } di antaranya mengakhiri permainan, karena kamu juga tidak punya langkah lagi.

# wipeout: the opponent has one disc left.
hint-wipeout-single = { $opponent ->
        [black] Hitam
       *[white] Putih
    } tinggal punya satu bidak.

# wipeout: the opponent's discs, all on one line of a kind (`$line`: `row`,
# `column` or `diagonal`).
hint-wipeout-in-line = { $opponent ->
        [black] Hitam
       *[white] Putih
    } tinggal punya { $discs } bidak, semuanya pada satu { $line ->
        [row] baris
        [column] kolom
       *[diagonal] diagonal
    }.

# wipeout: the opponent's discs, not all on one line.
hint-wipeout-apart = { $opponent ->
        [black] Hitam
       *[white] Putih
    } tinggal punya { $discs } bidak, dan tidak semuanya pada satu garis.

# wipeout: how many of your moves take the opponent's one disc.
hint-wipeout-take-it = { $answers ->
        [1] Hanya satu dari { $moves } langkahmu yang membalik bidak itu.
       *[other] { $answers } dari { $moves } langkahmu membalik bidak itu.
    }

# wipeout: how many of your moves take all the opponent's discs.
hint-wipeout-take-all = { $answers ->
        [1] Hanya satu dari { $moves } langkahmu yang membalik semuanya.
       *[other] { $answers } dari { $moves } langkahmu membalik semuanya.
    }

# wipeout: how many of your moves take all the opponent's discs, each along
# `$lines` lines.
hint-wipeout-take-all-lines = { $answers ->
        [1] Hanya satu dari { $moves } langkahmu yang membalik semuanya sekaligus, di { $lines } garis.
       *[other] { $answers } dari { $moves } langkahmu membalik semuanya sekaligus, di { $lines } garis.
    }

# end-now: the opponent's discs, none of them on an edge.
hint-end-now-none-on-edge = { $opponent ->
        [black] Hitam
       *[white] Putih
    } punya { $discs } bidak, { $discs ->
        [1] tidak di tepi
       *[other] tidak satu pun di tepi
    }.

# end-now: the opponent's discs, all of them on an edge.
hint-end-now-all-on-edge = { $opponent ->
        [black] Hitam
       *[white] Putih
    } punya { $discs } bidak, { $discs ->
        [1] di tepi
       *[other] semuanya di tepi
    }.

# end-now: the opponent's discs, `$on_edge` of them on an edge.
hint-end-now-some-on-edge = { $opponent ->
        [black] Hitam
       *[white] Putih
    } punya { $discs } bidak, { $on_edge } di antaranya di tepi.

# end-now: the empty squares, where each side can play, and the goal.
hint-end-now-squares = Dari { $empty } kotak kosong, kamu bisa melangkah di { $moves } kotak, { $theirs ->
        [0] sedangkan { $opponent ->
            [black] hitam
           *[white] putih
        } tidak bisa melangkah di mana pun
       *[other] dan { $opponent ->
            [black] hitam
           *[white] putih
        } di { $theirs } kotak
    }. Setelah langkah yang tepat, tidak ada pihak yang bisa melangkah lagi.

# corner: the empty corners, and one of your moves takes one.
hint-corner-one = { $empty ->
        [1] Hanya satu sudut yang kosong
       *[other] Ada { $empty } sudut kosong
    }, dan hanya satu dari { $moves } langkahmu yang mengambil sudut.

# corner: the empty corners, and how many of your moves take one.
hint-corner-many = { $empty ->
        [1] Hanya satu sudut yang kosong
       *[other] Ada { $empty } sudut kosong
    }, dan { $answers } dari { $moves } langkahmu mengambil sudut.

# corner: along which lines of the corner that move encloses, and its flips.
hint-corner-way = Langkah itu mengapit di sepanjang { $way ->
        [diagonal] garis diagonalnya
        [edge] satu tepi
        [edge-diagonal] satu tepi dan garis diagonalnya
        [edges] kedua tepinya
       *[edges-diagonal] kedua tepinya dan garis diagonalnya
    }, dan membalik { $flips } bidak.

# max-flips: the most discs a move flips, over how many lines, and the next most.
hint-max-flips = Dari { $moves } langkahmu, yang terbaik membalik { $most } bidak { $lines ->
        [1] dalam satu garis saja
       *[other] di { $lines } garis
    }; yang terbaik berikutnya membalik { $next }.

# max-flips: the longest single line belongs to a move that is not the best.
hint-max-flips-trap = Garis tunggal terpanjang, { $long } bidak, milik langkah lain.

# min-mobility: the opponent's legal moves were it its turn now.
hint-min-mobility-now = Seandainya sekarang giliran { $opponent ->
        [black] hitam
       *[white] putih
    }, { $opponent ->
        [black] hitam
       *[white] putih
    } { $now ->
        [0] tidak punya langkah sah
       *[other] punya { $now } langkah sah
    }.

# min-mobility: the moves your best move leaves the opponent, and the same
# number, `$least`, after each of your `$others` other moves.
hint-min-mobility-best-same = Langkah terbaikmu { $fewest ->
        [0] tidak menyisakan satu langkah pun
       *[other] menyisakan { $fewest } langkah
    } untuk { $opponent ->
        [black] hitam
       *[white] putih
    }; { $others } langkahmu yang lain masing-masing menyisakan { $least }.

# min-mobility: the moves your best move leaves the opponent, and from `$least`
# to `$most` after your `$others` other moves.
hint-min-mobility-best-range = Langkah terbaikmu { $fewest ->
        [0] tidak menyisakan satu langkah pun
       *[other] menyisakan { $fewest } langkah
    } untuk { $opponent ->
        [black] hitam
       *[white] putih
    }; { $others } langkahmu yang lain menyisakan { $least } sampai { $most }.

# stable: your stable discs now, and after the best move.
hint-stable = { $now ->
        [0] Kamu belum punya bidak stabil, dan langkah terbaik membuat { $best } bidak stabil.
       *[other] Sekarang kamu punya { $now } bidak stabil, dan langkah terbaik menambahnya menjadi { $best }.
    }

# stable: a corner on offer makes fewer stable discs.
hint-stable-corner = Mengambil sudut { $square } hanya menghasilkan { $count }.

# stable: the best moves lie along the edges of the corners you hold (`$held`).
hint-stable-held = { $held ->
        [1] Perhatikan tepi di samping sudut yang sudah kamu miliki.
       *[other] Perhatikan tepi di samping sudut-sudut yang sudah kamu miliki.
    }

# quiet-move: one of your moves is quiet, and what it flips.
hint-quiet-move-one = Hanya satu dari { $moves } langkahmu yang tenang, dan langkah itu { $flips ->
        [1] hanya membalik satu bidak
       *[other] membalik { $flips } bidak
    }.

# quiet-move: how many of your moves are quiet.
hint-quiet-move-many = { $answers } dari { $moves } langkahmu tenang.

# quiet-move: how to find a quiet move.
hint-quiet-move-look = Untuk setiap langkah, perhatikan bidak yang dibaliknya: adakah yang masih bersentuhan dengan kotak kosong?

# The move that flips the most discs (`$square`), and what it leads to with
# best play (`$outcome`: `loss`, `draw` or `win`, by `$by` discs).
hint-greed = { $square } membalik bidak paling banyak, { $flips } bidak, tetapi jika kedua pihak bermain sebaik mungkin, langkah itu { $outcome ->
        [loss] kalah dengan selisih { $by } bidak
        [draw] hanya seri
       *[win] hanya menang dengan selisih { $by } bidak
    }.

# fewer-is-more: the `$count` moves that flip the most discs (`$squares`), and
# that they all lose (`$outcome` is `loss`) or that none of them wins.
hint-greed-many = { $squares } membalik bidak paling banyak, masing-masing { $flips } bidak, tetapi jika kedua pihak bermain sebaik mungkin, { $outcome ->
        [loss] { $count ->
            [2] keduanya kalah
           *[other] semuanya kalah
        }
       *[no-win] tidak satu pun yang menang
    }.

# fewer-is-more: what to think of for the other moves.
hint-fewer-is-more-ask = Untuk setiap langkah lain, pikirkan jawaban { $opponent ->
        [black] hitam
       *[white] putih
    }.

# endgame: the empty squares form one region, odd or even (`$parity`).
hint-one-region = { $empty } kotak kosong membentuk satu wilayah, dan wilayah itu { $parity ->
        [odd] ganjil
       *[even] genap
    }.

# endgame: the empty squares form `$regions` regions, of these sizes
# (`$sizes`: `5, 3 and 1`).
hint-regions = { $empty } kotak kosong membentuk { $regions } wilayah, berisi { $sizes } kotak.

# endgame: every region holds an even number of squares.
hint-regions-all-even = { $regions ->
        [2] Keduanya genap.
       *[other] Semuanya genap.
    }

# endgame: every region holds an odd number of squares.
hint-regions-all-odd = { $regions ->
        [2] Keduanya ganjil.
       *[other] Semuanya ganjil.
    }

# endgame: `$odd` of the regions, not all, hold an odd number of squares.
hint-regions-some-odd = { $odd ->
        [1] Satu di antaranya ganjil.
       *[other] { $odd } di antaranya ganjil.
    }

# endgame-win: how many of your moves win.
hint-endgame-win = { $answers ->
        [1] Hanya satu dari { $moves } langkahmu yang menang.
       *[other] { $answers } dari { $moves } langkahmu menang.
    }

# endgame-best: the best result with best play (`$outcome`: `win`, `draw` or
# `loss`, by `$by` discs), and how many of your moves reach it.
hint-endgame-best = Jika kedua pihak bermain sebaik mungkin, { $outcome ->
        [win] kamu bisa menang dengan selisih { $by } bidak
        [draw] hasil terbaikmu adalah seri
       *[loss] kekalahanmu paling kecil { $by } bidak
    }, dan { $answers ->
        [1] hanya satu dari { $moves } langkahmu yang mencapainya
       *[other] { $answers } dari { $moves } langkahmu mencapainya
    }.

## check

check-error = kesalahan
check-warning = peringatan
check-step = tahap { $number }
check-puzzle = teka-teki { $name }
check-summary = { $lessons } pelajaran, { $puzzles } teka-teki, { $errors } kesalahan, { $warnings } peringatan
check-or = atau
check-and = dan
check-label-field = `{ $field }`
check-label-choice = pilihan { $number }
check-meant-key = ; mungkin maksudnya `{ $meant }`?
check-meant-name = {" "}(mungkin maksudnya "{ $meant }"?)
check-no-course-files = tidak ada berkas pelajaran atau teka-teki (*.toml) di folder ini: periksa nama foldernya
check-toml-syntax = sintaks TOML salah: { $detail }
check-toml-syntax-duplicate = sintaks TOML salah: { $detail }: kunci ini sudah ditulis di atasnya, di tabel yang sama (setiap tahap atau teka-teki dimulai dengan [[step]] atau [[puzzle]], dengan dua kurung siku)
check-steps-and-puzzles = berkas ini punya tabel [[step]] sekaligus [[puzzle]]: berkas pelajaran berisi tahap, berkas teka-teki berisi teka-teki; pisahkan menjadi dua berkas
check-unknown-file-kind = tidak jelas apakah ini berkas pelajaran atau berkas teka-teki: pelajaran punya tabel [[step]], berkas teka-teki punya tabel [[puzzle]]
check-unknown-field = `{ $name }` bukan kunci yang dikenal di sini{ $meant }{ $known }
check-unknown-field-known = {" "}(kunci di sini: { $known })
check-more-problems-hidden = masih ada { $count } kesalahan lain di berkas ini yang tidak ditampilkan: perbaiki { $shown } yang pertama, lalu periksa lagi
check-more-warnings-hidden = masih ada { $count } peringatan lain tentang berkas ini yang tidak ditampilkan
check-no-steps = pelajaran ini belum punya tahap: tambahkan paling sedikit satu [[step]] dengan say = {"{"} en = "..." {"}"}
check-no-puzzles = berkas ini belum punya teka-teki: tambahkan tabel [[puzzle]]
check-missing-format-version = `format_version` belum ada: tambahkan `format_version = { $version }` di awal berkas
check-unsupported-format-version = format_version { $version } tidak didukung: versi reversi-tutor ini membaca format_version = { $supported }
check-missing-id = { $what ->
        [lesson] pelajaran
        [puzzle] teka-teki
       *[other] istilah
    } ini belum punya `id`: tambahkan, misalnya id = "corner-001" (huruf kecil, angka, dan tanda hubung)
check-bad-id = id `{ $id }` hanya boleh memakai huruf kecil a-z, angka, dan tanda hubung, seperti "first-move"
check-id-too-long = id `{ $id }` punya { $length } karakter, padahal id paling panjang { $most } karakter: pendekkan
check-missing-text = `{ $field }` belum ada: tambahkan { $field } = { $example }
check-unknown-language = { $label }: `{ $code }` bukan bahasa reversi-tutor{ $meant } (bahasanya: { $languages }){ $below }
check-unknown-language-below = . `{ $code }` tampaknya kunci milik tahap atau teka-teki yang tertulis di bawah judul tabel: sebuah tabel mengambil setiap kunci sesudah judulnya sampai baris [...] berikutnya, jadi pindahkan kunci-kunci di bawahnya ke atas judul itu
check-languages-without-english = `languages` tidak memuat `en`: setiap berkas punya bahasa Inggris, yang dibaca murid bila teks dalam bahasanya belum ada; tulis languages = { $suggested }
check-language-twice = `languages` menyebut `{ $code }` dua kali: tulis setiap bahasa sekali saja
check-missing-english = { $label } belum punya teks bahasa Inggris: tambahkan en = "..." (bahasa Inggris wajib ada)
check-empty-english = { $label }: teks bahasa Inggrisnya kosong
check-missing-translation-advice = { $label } belum punya teks { $names }: murid yang memilih { $count ->
        [1] bahasa itu
       *[other] bahasa-bahasa itu
    } membaca teks bahasa Inggris di sini; tambahkan { $codes }
check-missing-translation-declared = { $label } belum punya teks { $names }, padahal `languages` di berkas ini meminta setiap teks dalam { $asked }
check-missing-translation-course = { $label } belum punya teks { $names }, padahal setiap teks di kursus bawaan wajib ada dalam { $all }
check-square-twice = `{ $field }` menyebut { $square } dua kali
check-unknown-task = task "{ $name }" tidak dikenal{ $meant }; daftar task: { $names } (hapus `task` untuk tahap yang hanya dibaca)
check-unknown-goal = goal "{ $name }" tidak dikenal{ $meant }; daftar goal: { $names }
check-unknown-theme = theme "{ $name }" tidak dikenal{ $meant }; daftar theme: { $names }
check-illegal-accept = `accept` memuat { $square }, padahal itu bukan langkah sah untuk { $player ->
        [black] { color-black }
       *[other] { color-white }
    } di sini (langkah sah: { $legal })
check-illegal-move = `move` adalah { $square }, padahal itu bukan langkah sah untuk { $player ->
        [black] { color-black }
       *[other] { color-white }
    } di sini (langkah sah: { $legal })
check-step-count = pelajaran ini punya { $count } tahap, padahal satu pelajaran punya { $least } sampai { $most } tahap: { $fix ->
        [add] tambahkan tahap yang membuat murid bertindak
       *[other] bagi menjadi dua pelajaran, masing-masing satu gagasan
    }
check-too-few-tasks = pelajaran ini punya { $count } tugas dan perlu paling sedikit { $least }: beri beberapa tahap sebuah `task`, agar murid cepat dan sering bertindak
check-too-many-words = tahap ini memuat { $count } kata bahasa Inggris, padahal satu tahap paling banyak { $most } kata: kurangi kata-katanya, atau bagi menjadi dua tahap
check-missing-position = `position` belum ada: tambahkan position = {"{"} board = """...""", to_move = "black" {"}"}
check-missing-solution = `solution` belum ada: sebutkan setiap langkah yang memenuhi tujuannya, misalnya solution = ["b7"]
check-missing-rating = `rating` belum ada: tambahkan tingkat kesulitan, misalnya rating = 1000 (teka-teki untuk pemula 600-1200)
check-missing-theme = `theme` belum ada: tambahkan salah satu dari { $names }
check-board-twice = teka-teki ini memakai papan yang sama dengan teka-teki { $other } ({ $place }), kalau papan diputar, dicerminkan, atau warnanya ditukar: murid akan bertemu papan yang sama dua kali; simpan salah satunya, atau pilih posisi lain
check-missing-to-move = `board` perlu giliran siapa yang melangkah: tambahkan to_move = "black" atau to_move = "white"
check-to-move-without-board = `to_move` hanya dipakai bersama `board`: giliran pada posisi awal atau pada catatan partai sudah jelas dari langkah-langkahnya
check-start-not-true = tulis start = true untuk posisi awal (atau hapus `position`)
check-bad-to-move = `to_move` berisi "{ $value }": tulis "black" atau "white"
check-bad-winner = `winner` berisi "{ $value }": tulis "black", "white" atau "draw"
check-bad-rating = `rating` berisi { $value }: pakai angka dari { $least } sampai { $most }
check-missing-choices = task "choice" perlu `choices`, daftar jawaban seperti [{"{"} en = "Yes" {"}"}, {"{"} en = "No" {"}"}]
check-too-few-choices = `choices` hanya punya { $count } jawaban: berikan paling sedikit dua
check-missing-correct = task "choice" perlu `correct`, nomor jawaban yang benar (1 sampai { $count })
check-missing-accept = task "play" perlu `accept`, langkah yang dianggap benar, misalnya accept = ["{ $example }"], atau `goal`, hasil yang dicapai langkah itu (misalnya goal = "corner")
check-empty-accept = `accept` kosong: sebutkan paling sedikit satu langkah
check-missing-answer = task "find-square" perlu `answer`, kotak (satu atau lebih) yang dianggap benar, misalnya answer = ["c6"]
check-empty-answer = `answer` kosong: sebutkan paling sedikit satu kotak
check-position-empty = posisinya kosong: tulis {"{"} start = true {"}"}, {"{"} moves = "f5d6c3" {"}"} atau {"{"} board = """...""", to_move = "black" {"}"}
check-position-forms = posisi ini punya `{ $first }` sekaligus `{ $second }`: pakai salah satu saja dari start, moves, dan board
check-stands-alone-read = `stands_alone = true` untuk tugas yang bisa ditanyakan kuis aturan, padahal tahap ini hanya dibaca: beri tahap ini sebuah `task`, atau hapus `stands_alone`
check-stands-alone-game = `stands_alone = true` untuk tugas yang bisa ditanyakan kuis aturan, dan satu partai utuh bukan tugas seperti itu: hapus `stands_alone`
check-dots-show-answer = `dots = true` akan menampilkan langkah-langkah sah, padahal task "{ $task }" di tahap ini justru meminta murid menemukannya: hapus `dots` (langkah sah ditampilkan setelah tahap ini dijawab)
check-no-glossary-terms = glosarium belum punya istilah: tambahkan tabel [[term]]
check-file-too-large = berkas ini berukuran { $size } byte, padahal berkas pelajaran dan teka-teki paling besar { $most } byte (1 MiB): bagi menjadi beberapa berkas
check-not-utf8 = berkas ini bukan teks UTF-8: simpan sebagai UTF-8 di editor
check-unreadable-folder = folder ini tidak bisa dibaca: { $error }
check-unreadable-file = berkas ini tidak bisa dibaca: { $error }
check-nesting-too-deep = kurung di sini bersarang lebih dari { $most } tingkat, padahal berkas pelajaran dan teka-teki hanya perlu beberapa tingkat
check-single-brackets = tulis [[{ $key }]] dengan dua kurung siku: setiap { $key } adalah satu anggota dalam daftar
check-not-a-table-list = `{ $key }` harus berupa daftar tabel [[{ $key }]], bukan { $kind }
check-too-many-unreadable = lebih dari { $most } kunci di sini tidak bisa dibaca: perbaiki dulu yang ini, lalu periksa lagi
check-key-below-table = `{ $name }` milik { $item ->
        [puzzle] teka-teki
       *[other] tahap
    } ini, tetapi tertulis di bawah judul [{ $item }.{ $table }], jadi masuk ke tabel itu (sebuah tabel mengambil setiap kunci sesudah judulnya sampai baris [...] berikutnya): pindahkan kunci-kunci sesudah [{ $item }.{ $table }] ke atas judul itu
check-puzzle-must-pass = { $player ->
        [black] { color-black }
       *[other] { color-white }
    } tidak punya langkah sah di posisi ini dan harus melewati giliran: teka-teki perlu posisi yang pihak gilirannya bisa melangkah
check-puzzle-game-over = partai sudah selesai di posisi ini: teka-teki perlu posisi yang pihak gilirannya bisa melangkah
check-field-not-for-theme = `{ $field }` hanya dipakai dengan { $owners }, padahal theme teka-teki ini "{ $theme }": hapus kunci itu
check-theme-needs-move = theme "{ $theme }" perlu `move`, langkah yang bidak-bidak terbaliknya disebutkan murid, misalnya move = "d3"
check-theme-needs-directions = theme "{ $theme }" perlu `directions`, jumlah garis paling sedikit yang harus diapit langkah itu, misalnya directions = 3
check-theme-needs-line = theme "{ $theme }" perlu `line`, nama pembukaan yang langkah berikutnya dimainkan murid, misalnya line = "tiger" (daftar pembukaan: { $lines })
check-theme-needs-score = theme "{ $theme }" perlu `score`, selisih bidak akhir terbaik bagi pihak yang melangkah, misalnya score = 4
check-bad-directions = `directions` berisi { $value }: satu langkah mengapit garis di 1 sampai 8 arah
check-bad-score = `score` berisi { $value }: selisih bidak akhir ada di antara -64 dan 64
check-unknown-opening = pembukaan "{ $name }" tidak dikenal{ $meant }; pembukaan yang diajarkan pelajaran `openings`: { $names }
check-glossary-term-twice = istilah `{ $id }`: id ini dipakai dua kali: beri setiap istilah id sendiri
check-glossary-missing-lesson = `lesson` belum ada: sebutkan pelajaran yang mengajarkan istilah ini, misalnya lesson = "corners"
check-glossary-unknown-lesson = istilah `{ $term }`: tidak ada pelajaran dengan id "{ $wanted }"{ $meant }; sebutkan pelajaran yang mengajarkan istilah ini
check-theme-lesson-missing = tidak ada pelajaran dengan id `{ $lesson }`, padahal theme teka-teki `{ $theme }` diajarkan di sana (sesi campuran baru memberi `{ $theme }` setelah pelajaran itu): kembalikan id pelajaran itu, atau tulis id barunya di daftar theme (ThemeKind::taught_in)
check-too-few-practice-puzzles = theme teka-teki `{ $theme }`, yang diajarkan di pelajaran `{ $lesson }`, punya { $count } teka-teki, padahal theme yang diajarkan perlu paling sedikit { $least }: tambahkan { $more } lagi
check-bad-correct = `correct` berisi { $correct }, padahal { $count ->
        [1] hanya ada 1 pilihan
       *[other] ada { $count } pilihan
    }: pakai angka dari 1 sampai { $count }
check-bad-level = `level` berisi { $value }: partai dalam pelajaran dimainkan melawan level { $least } sampai { $most } (komputer yang langsung menjawab)
check-this-step = tahap ini
check-too-many-dictated = tahap ini menyuruh murid memainkan { $square }, satu-satunya langkah yang diterimanya, seperti tahap { $earlier }: satu pelajaran paling banyak mendiktekan { $most } langkah; mintalah langkah melalui apa yang dicapainya (sebuah `goal`), terima beberapa langkah, atau jadikan tahap ini tahap untuk dibaca
check-too-much-reading = tahap ini hanya dibaca, seperti tahap { $first } dan { $second }: paling banyak { $most } tahap berturut-turut yang hanya dibaca; beri tahap ini atau tahap sebelumnya sebuah tugas (`choice` tentang apa yang baru ditunjukkan, kotak yang harus ditemukan), atau gabungkan dua tahap menjadi satu
check-duplicate-id = id { $what ->
        [lesson] pelajaran
       *[other] teka-teki
    } "{ $id }" sudah dipakai oleh { $place }: setiap { $what ->
        [lesson] pelajaran
       *[other] teka-teki
    } perlu id sendiri; ganti salah satunya
check-duplicate-id-built-in = id { $what ->
        [lesson] pelajaran
       *[other] teka-teki
    } "{ $id }" sudah dipakai oleh { $place } (bawaan): setiap { $what ->
        [lesson] pelajaran
       *[other] teka-teki
    } perlu id sendiri; ganti salah satunya
check-game-state-told = `say` memberi tahu apakah partai sudah selesai, padahal { $asks } menanyakannya: gambarkan posisinya (siapa yang bisa melangkah) dan biarkan murid yang menyimpulkan
check-answer-number-told = `say` menyebut { $numbers }, jawaban benar dari pertanyaan di { $asks }: jangan sebut angka itu sampai pertanyaannya dijawab
check-moves-named = `say` menyebut semua langkah sah ({ $moves }) yang harus ditemukan murid di { $asks }: hapus daftar itu
check-mark-shows-moves = `mark` menunjukkan { $moves }, langkah sah yang harus ditemukan murid di { $asks }: tandai kotak lain, atau jangan tandai apa pun
check-dots-before-question = `dots = true` akan menampilkan langkah-langkah sah, padahal { $asks } menanyakannya di papan ini: program menyembunyikannya; hapus `dots`, atau tampilkan di tahap sesudah pertanyaan itu
check-unsourced-year = pelajaran ini menyebut tahun { $year } kepada murid, padahal tidak ada baris `{ $source }` di berkas ini yang menyebut sumbernya: tambahkan baris komentar seperti `{ $source } dokumen aturan: ... { $year }` yang menyebut asalnya, atau katakan dengan kata-kata umum ("sebuah partai antara dua pemain kuat")
check-only-negative-answer = jawaban benar (pilihan { $choice }) adalah satu-satunya jawaban negatif ({ $languages }): murid akan memilih "tidak" yang berbeda itu tanpa berpikir; tambahkan pilihan negatif yang salah ("Tidak, karena ..."), atau ubah pertanyaannya agar jawabannya "ya"
check-hint-names-move = petunjuk ini menyebut { $squares }, langkah yang benar: petunjuk memberi gagasannya dan membiarkan murid menemukan kotaknya (petunjuk kedua sudah menunjuk ke seperempat papan)
check-hint-names-flip = petunjuk ini menyebut { $squares }, bidak yang terbalik: petunjuk memberi gagasannya dan membiarkan murid menemukan kotaknya (petunjuk kedua sudah menunjuk ke seperempat papan)
check-x-square-answers = setiap jawaban ({ $squares }) adalah kotak X atau kotak C di samping sudut yang kosong, kotak yang menurut theme ini harus dihindari: teka-teki ini akan mengajarkan kebalikannya; pilih posisi lain, atau theme lain dengan prompt yang menyebut langkah itu sebagai pengorbanan
check-shared-hint = petunjuk "{ $hint }" ditulis persis sama untuk { $count } teka-teki di berkas ini ({ $ids }; dalam { $languages }): petunjuk sebaiknya berbicara tentang posisi yang sedang dihadapi (bidaknya, langkahnya, garisnya), agar membantu untuk teka-teki ini; paling banyak { $most } teka-teki boleh memakai petunjuk yang sama
check-hint-names-line = petunjuk ini menyebut "{ $words }", garis yang memuat semua langkah benar ({ $squares }) tetapi tidak semua langkah sah: petunjuk pertama masih samar, dan tempat mencarinya adalah tugas petunjuk kedua (seperempat papan); sebutkan saja apa yang terlihat di posisi itu (bidaknya, langkahnya, jenis garisnya)
check-mark-shows-flips = `mark` menunjukkan { $squares }, bidak yang terbalik, padahal { $asks } meminta murid menemukannya: tandai langkahnya saja
check-mark-shows-squares = `mark` menunjukkan { $marked } kotak, { $right } di antaranya jawaban benar dari { $asks }: murid bisa memilih kotak bertanda mana saja; kurangi jawaban benar yang ditandai, atau jangan tandai apa pun
check-text-too-long = { $label }: teks { $language } berisi { $length } karakter, padahal sebuah teks paling banyak { $most } karakter: bagi menjadi beberapa tahap yang lebih pendek
check-refused-control = { $label }: teks { $language } memuat karakter kendali { $code }{ $name }, yang bisa mengambil alih terminal murid: hapus karakter itu (teks boleh memuat baris baru dan tab, tetapi tidak boleh memuat karakter kendali lain)
check-refused-invisible = { $label }: teks { $language } memuat karakter tak terlihat { $code }{ $name }, yang bisa menyembunyikan tulisan atau mengacak urutannya bagi murid: hapus karakter itu (teks tidak boleh memuat karakter pengatur arah tulisan, karakter lebar nol, atau karakter format tak terlihat lainnya)
check-field-not-for-task = `{ $field }` hanya dipakai dengan { $owners }, padahal task tahap ini "{ $task }": hapus kunci itu atau ganti task-nya
check-field-not-for-task-none = `{ $field }` hanya dipakai dengan { $owners }, padahal tahap ini tidak punya task: hapus kunci itu atau beri tahap ini task yang memakainya
check-pass-not-forced = task "{ $task }", padahal { $player ->
        [black] { color-black }
       *[other] { color-white }
    } masih punya langkah sah di sini ({ $legal }), dan pemain yang masih bisa melangkah tidak boleh melewati giliran: pakai posisi yang membuat { $player ->
        [black] { color-black }
       *[other] { color-white }
    } tidak punya langkah sah
check-pass-game-over = task "{ $task }", padahal partai sudah selesai di sini: tidak ada yang melewati giliran; pakai task = "{ $outcome }"
check-game-not-over = task "{ $task }" perlu partai yang sudah selesai, padahal partai ini belum selesai: { $player ->
        [black] { color-black }
       *[other] { color-white }
    } masih bisa melangkah ({ $legal })
check-game-not-over-pass = task "{ $task }" perlu partai yang sudah selesai, padahal partai ini belum selesai: { $player ->
        [black] { color-black }
       *[other] { color-white }
    } harus melewati giliran, tetapi { $player ->
        [black] { color-white }
       *[other] { color-black }
    } masih bisa melangkah
check-verdict-win = { $winner ->
        [black] { color-black }
       *[other] { color-white }
    } menang { $high } lawan { $low }
check-verdict-draw = seri, { $high } lawan { $low }
check-missing-winner = task "{ $task }" perlu `winner` ("black", "white" atau "draw"); di sini { $verdict }
check-wrong-winner = `winner` berisi "{ $written }", padahal menurut hitungan bidak { $verdict }
check-centre-empty = posisi ini membiarkan { $squares } kosong: setiap partai dimulai dengan bidak di { $centre }, dan bidak tidak pernah diangkat dari papan, jadi tidak ada partai sungguhan yang sampai ke posisi ini; taruh bidak di sana
check-disc-island = bidak di { $squares } tidak bersentuhan dengan bidak mana pun yang tersambung ke tengah papan: setiap bidak diletakkan di samping bidak lain, jadi tidak ada partai sungguhan yang sampai ke posisi ini; sambungkan bidak itu ke bidak lain atau angkat dari papan
check-same-answer-place = jawaban benar adalah pilihan { $choice } di sini dan di setiap tahap pilihan dalam pelajaran ini yang urutannya tidak diacak (tahap { $steps }): hapus `shuffle = false`, atau taruh jawaban benar di tempat yang berbeda-beda
check-answer-longest = jawaban benar (pilihan { $choice }) adalah yang terpanjang, { $difference } karakter lebih panjang ({ $right } karakter, pilihan lain paling panjang { $other }) dalam { $language }: murid bisa menebaknya dari panjangnya; buat panjang pilihan-pilihan itu kurang lebih sama
check-answer-shortest = jawaban benar (pilihan { $choice }) adalah yang terpendek, { $difference } karakter lebih pendek ({ $right } karakter, pilihan lain paling pendek { $other }) dalam { $language }: murid bisa menebaknya dari panjangnya; buat panjang pilihan-pilihan itu kurang lebih sama
check-task-without-move-pass = task "{ $task }" meminta sebuah langkah, padahal { $player ->
        [black] { color-black }
       *[other] { color-white }
    } tidak punya langkah sah di sini dan harus melewati giliran: pakai task = "{ $then }"
check-task-without-move-over = task "{ $task }" meminta sebuah langkah, padahal partai sudah selesai di sini ({ color-black } { $black }, { color-white } { $white }): tidak ada yang bisa melangkah; pakai task = "{ $then }"
check-result-told-count = `say` menyebut hitungan bidaknya ({ $black } lawan { $white }), padahal { $asks } menanyakan siapa yang menang: hapus dari sini, dan sebutkan sesudah pertanyaan itu dijawab
check-result-told-margin = `say` menyebut selisih bidaknya ({ $margin }), padahal { $asks } menanyakan siapa yang menang: hapus dari sini, dan sebutkan sesudah pertanyaan itu dijawab
check-result-told-winner = `say` menyebut siapa yang menang, padahal { $asks } menanyakannya: hapus dari sini, dan sebutkan sesudah pertanyaan itu dijawab
check-mostly-negative-answers = jawaban benar berupa jawaban negatif di { $count } dari { $asked } pertanyaan ya-atau-tidak ({ $steps }): murid lama-lama memilih "tidak" tanpa membaca; ubah sebagian pertanyaan agar jawabannya "ya"
check-on-wrong-never-shown = `on_wrong` tidak pernah ditampilkan di sini: setiap jawaban salah di tahap ini sudah punya pesan arahannya sendiri ({ $fields }); hapus kunci itu
check-greedy-endgames = di { $greedy } dari { $endgames } teka-teki akhir permainan, langkah yang membalik bidak paling banyak adalah jawaban benar ({ $puzzles }); paling banyak { $most } dari { $of } teka-teki boleh begitu ({ $allowed } di sini), agar murid tidak menang hanya dengan serakah: ganti { $replace } di antaranya dengan posisi yang langkah serakahnya salah

## check: files and positions

check-file-language = { $code ->
        [en] bahasa Inggris
        [id] bahasa Indonesia
        [vi] bahasa Vietnam
       *[other] { $name }
    }
check-file-wrong-type = `{ $field }` tidak bisa dibaca: { $found }, padahal yang diminta { $expected }
check-file-wrong-type-item = { $found }, padahal yang diminta { $expected }
check-file-found = { $kind ->
        [string] isinya teks { $value }
        [integer] isinya bilangan bulat `{ $value }`
        [float] isinya bilangan pecahan `{ $value }`
        [boolean] isinya nilai benar-salah `{ $value }`
        [sequence] isinya sebuah daftar
        [length] isinya daftar berisi { $value } nilai
       *[map] isinya sebuah tabel
    }
check-file-expected = { $kind ->
        [list] daftar seperti ["d3", "c4"]
        [number] bilangan bulat (tanpa tanda kutip)
        [boolean] true atau false (tanpa tanda kutip)
        [string] teks di antara tanda kutip
        [text] teks: tabel bahasa seperti { $example }
        [position] posisi: {"{"} start = true {"}"}, {"{"} moves = "f5d6" {"}"} atau {"{"} board = "...", to_move = "black" {"}"}
        [step] tahap: tabel [[step]] berisi say = ...
        [puzzle] teka-teki: tabel [[puzzle]] berisi id = ...
       *[term] istilah: tabel [[term]] berisi id = ..., lesson = ..., term = ..., meaning = ...
    }
check-file-bad-square = `{ $field }`: `{ $text }` bukan nama kotak: pakai kolom a-h dan baris 1-8, misalnya d3
check-file-moves-token = `moves`: karakter ke-{ $at }: `{ $text }` bukan nama kotak (a1..h8) dan bukan `pa` untuk melewati giliran
check-file-moves-refused = `moves`: langkah ke-{ $number } ({ $mv }, karakter ke-{ $at }): { $why }
check-file-moves-occupied = { $square } tidak kosong: sudah ada bidak { $owner ->
        [black] { color-black }
       *[other] { color-white }
    } di sana
check-file-moves-encloses-nothing = { $square } bukan langkah sah untuk { $player ->
        [black] { color-black }
       *[other] { color-white }
    }: tidak ada arah yang mengapit bidak lawan
check-file-moves-pass = { $player ->
        [black] { color-black }
       *[other] { color-white }
    } tidak boleh melewati giliran: pemain yang punya langkah sah wajib melangkah ({ $moves })
check-file-moves-over = partai sudah selesai: tidak ada langkah lagi yang bisa dimainkan
check-file-moves-over-pass = partai sudah selesai: tidak ada giliran yang bisa dilewati
check-file-board-length = `board`: papan satu baris berisi 64 kotak (a1..h8, baris demi baris), tetapi yang ini berisi { $found } (diagram terdiri dari 8 baris berisi 8 kotak; papan satu baris berisi 64 kotak a1..h8)
check-file-board-cell = `board`: kotak { $square } (karakter ke-{ $at }): `{ $ch }` bukan X (hitam), O (putih) atau - (kosong)
check-file-board-rows = `board`: diagram ini punya { $found } baris, padahal perlu 8 (baris 1-8, dari atas ke bawah) (diagram terdiri dari 8 baris berisi 8 kotak; papan satu baris berisi 64 kotak a1..h8)
check-file-board-columns = `board`: baris { $row } diagram punya { $found } kotak, padahal perlu 8 (kolom a-h)
check-file-board-char = `board`: baris { $row } diagram: `{ $ch }` bukan bidak; pakai B atau X untuk hitam, W atau O untuk putih, . atau - untuk kotak kosong
check-file-position-needed = tahap ini punya { $has ->
        [both] `task` dan `reply`
        [task] `task`
       *[reply] `reply`
    } tetapi tidak punya `position`, padahal papan di sini bergantung pada langkah murid di tahap { $step } ({ $why ->
        [any] langkah sah apa pun diterima
        [game] partainya berjalan ke mana pun murid dan komputer membawanya
       *[accepts] tahap itu menerima { $accepted }
    }): beri tahap ini `position` sendiri{ $why ->
        [any] {""}
       *[other] , atau terima satu langkah saja di tahap itu
    }
check-file-reply-after = {" "}setelah { $square }
check-file-reply-illegal = `reply` { $mv }{ $after }: { $mv } bukan langkah sah untuk { $player ->
        [black] { color-black }
       *[other] { color-white }
    } di sini (langkah sah: { $legal })
check-file-reply-has-moves = `reply` { $mv }{ $after }: { $player ->
        [black] { color-black }
       *[other] { color-white }
    } tidak boleh melewati giliran: masih ada langkah sah ({ $legal })
check-file-reply-must-pass = `reply` { $mv }{ $after }: { $player ->
        [black] { color-black }
       *[other] { color-white }
    } tidak punya langkah sah di sini dan harus melewati giliran: tulis reply = "pass"
check-file-reply-over = `reply` { $mv }{ $after }: partai sudah selesai setelah tahap ini: hapus `reply`
check-file-ftl-parse = tidak bisa diurai sebagai Fluent: { $detail }
check-file-ftl-twice = tidak bisa diurai: pesan `{ $id }` ditulis dua kali
check-file-ftl-missing = pesan `{ $id }` belum ada (en.ftl baris { $line })
check-file-ftl-variables = variabel pesan `{ $id }`: { $own }, padahal variabel bahasa Inggris: { $english }
check-file-ftl-no-variable = tidak ada
check-file-ftl-not-in-english = pesan `{ $id }` tidak ada dalam bahasa Inggris

## check: answers and goals

check-answer-difference = { $which ->
        [missing] { $missing } belum ada
        [extra] { $extra } seharusnya tidak ada
       *[both] { $missing } belum ada; { $extra } seharusnya tidak ada
    }
check-answer-wrong-legal-moves = `answer` tidak sama dengan langkah sah { $player ->
        [black] { color-black }
       *[other] { color-white }
    }: { $difference } (langkah sahnya: { $legal })
check-answer-missing-move = task "{ $task }" perlu `move`, yaitu langkah yang bidak-bidak baliknya ditandai, misalnya move = "{ $example }"
check-answer-wrong-flips = `answer` tidak sama dengan bidak yang dibalik { $square }: { $difference } ({ $square } membalik { $flips })
check-answer-wrong-solution = `solution` tidak memuat tepat semua langkah yang memenuhi tujuan: { $difference } (langkah yang memenuhinya: { $answer })
check-answer-wrong-solution-flips = `solution` tidak memuat tepat semua bidak yang dibalik { $move }: { $difference } (bidak yang dibaliknya: { $answer })
check-answer-nudge-names-answer = `{ $field }` (teks { $language }) menyebut { $squares }, { $count ->
        [1] satu-satunya jawaban benar
       *[other] jawaban-jawaban yang benar
    } di tahap ini: pesan arahan menjelaskan apa akibat jawaban murid dan mengapa itu bukan yang diminta, tanpa pernah menyebut jawabannya
check-answer-nudge-class = { $class ->
        [taken] kotak yang sudah berisi bidak
        [illegal] kotak kosong yang tidak mengapit bidak lawan sama sekali
        [legal] langkah sah yang tidak diminta tahap ini (pada tahap find-square: kotak kosong tempat bidak bisa diletakkan)
        [pass] melewati giliran padahal masih ada langkah sah
        [set] kumpulan kotak yang salah (all-legal, predict-flips)
        [outcome] pemenang atau hitungan yang salah (outcome)
       *[choice] pilihan yang salah (choice)
    }
check-answer-nudge-never-shown = `{ $field }` tidak pernah ditampilkan di sini: tidak ada jawaban salah di tahap ini yang berupa { $kind }, dan { $there }; hapus kunci itu, atau pindahkan kata-katanya ke jenis jawaban yang cocok
check-answer-nudge-no-wrong-answer = tahap ini tidak punya jawaban salah
check-answer-nudge-wrong-answers = jawaban salahnya berupa { $kinds }
check-answer-goal = { $goal ->
        [encloses-row] langkah yang mengapit paling sedikit satu garis mendatar (baris)
        [encloses-column] langkah yang mengapit paling sedikit satu garis tegak (kolom)
        [encloses-diagonal] langkah yang mengapit paling sedikit satu garis diagonal
        [most-flips] langkah yang membalik bidak paling banyak
        [force-pass] langkah yang membuat lawan tidak punya langkah sah, sementara partai belum selesai
        [wipeout] langkah yang membalik semua bidak lawan
        [end-now] langkah yang membuat kedua pemain tidak bisa melangkah lagi
        [corner] langkah di sudut (a1, h1, a8, h8)
        [no-corner] langkah yang membuat lawan tidak bisa memaksa merebut sudut dalam 4 langkah (balasannya, jawabanmu, langkahnya berikutnya)
        [fewest-moves] langkah yang menyisakan langkah sah paling sedikit untuk lawan
        [most-stable] langkah yang memberi pemain bidak stabil paling banyak: sudut, dan bidak yang tersambung ke sudut berwarna sama dalam satu garis tak terputus di sepanjang tepi
        [quiet] langkah tenang: tidak ada bidak yang dibaliknya menyentuh kotak kosong sesudahnya
        [win] langkah yang menang bila kedua pemain bermain sempurna (penyelesai eksak)
       *[best] langkah yang mencapai hasil akhir terbaik (penyelesai eksak)
    }
check-answer-goal-too-many-empties = goal "{ $goal }" ditentukan oleh penyelesai eksak, dan posisi ini punya { $empties } kotak kosong, padahal penyelesai hanya menangani paling banyak { $most }: pakai posisi yang lebih akhir, atau tulis langkahnya di `accept` tanpa goal
check-answer-goal-cannot-win = goal "{ $goal }": tidak ada langkah { $mover ->
        [black] { color-black }
       *[other] { color-white }
    } yang menang di sini; hasil terbaik dengan permainan sempurna adalah { $best }: pakai goal "best" atau posisi lain
check-answer-goal-no-move = tidak ada langkah sah { $mover ->
        [black] { color-black }
       *[other] { color-white }
    } yang memenuhi goal "{ $goal }" ({ $describe }) di sini (langkah sah: { $legal })
check-answer-theme-no-move = tidak ada langkah sah { $mover ->
        [black] { color-black }
       *[other] { color-white }
    } yang memenuhi tujuan theme "{ $theme }" di sini: ganti posisinya atau theme-nya
check-answer-theme-every-move = setiap langkah sah { $mover ->
        [black] { color-black }
       *[other] { color-white }
    } memenuhi tujuan theme "{ $theme }" di sini, jadi teka-teki ini tidak menanyakan apa-apa: pilih posisi yang sebagian langkahnya tidak memenuhinya
check-answer-theme-illegal-move = `move` adalah { $move }, padahal itu bukan langkah sah untuk { $mover ->
        [black] { color-black }
       *[other] { color-white }
    } di sini (langkah sah: { $legal })
check-answer-theme-too-many-empties = akhir permainan ini punya { $empties } kotak kosong, padahal teka-teki akhir permainan boleh punya paling banyak { $most }, agar setiap teka-teki bisa diselesaikan secara eksak
check-answer-theme-cannot-win = { $mover ->
        [black] { color-black }
       *[other] { color-white }
    } tidak bisa memenangi akhir permainan ini: hasil terbaik dengan permainan sempurna adalah { $best } (seri atau kalah); pakai theme "{ $instead }" atau posisi lain
check-answer-theme-score = `score` berisi { $written }, padahal dengan permainan sempurna selisih bidak akhir terbaik untuk { $mover ->
        [black] { color-black }
       *[other] { color-white }
    } adalah { $best } (lewat { $moves })
check-answer-theme-stable-beyond-rule = setelah { $move }, mesin menemukan bidak stabil { $mover ->
        [black] { color-black }
       *[other] { color-white }
    } yang tidak terhitung oleh aturan di pelajaran (sudut, dan bidak yang tersambung ke sudut berwarna sama di sepanjang tepi): { $extra }; pilih posisi yang membuat keduanya sama setelah setiap langkah
check-answer-theme-greedy-wins = { $greedy } membalik bidak paling banyak dan juga menang, jadi keserakahan justru berhasil di sini: theme "{ $theme }" perlu posisi yang setiap langkah pembalik terbanyaknya tidak menang (pakai theme "{ $instead }")
check-answer-theme-not-on-line = posisi ini tidak tercapai lewat langkah-langkah pertama pembukaan "{ $line }" ({ $record }) dalam simetri papan yang mana pun dari delapan simetri: mainkan langkah-langkah itu dari awal, atau putar papannya
check-answer-theme-line-ends = posisi ini sudah seluruh pembukaan "{ $line }" ({ $record }): tidak ada langkah berikutnya yang bisa ditanyakan; ambil posisi satu langkah lebih awal
check-answer-accept-not-goal = `accept` tidak sama dengan langkah-langkah yang memenuhi goal "{ $goal }" ({ $describe }): { $squares }; terima tepat { $meets }, atau hapus `accept`
check-answer-accept-missing = { $square } memenuhinya ({ $why }) tetapi tidak diterima
check-answer-accept-extra = { $square } diterima tetapi tidak memenuhinya ({ $why })
check-answer-why-line = { $discs } di sepanjang { $kind ->
        [row] baris
        [column] kolom
       *[diagonal] diagonal
    }
check-answer-why-encloses = langkah itu mengapit { $lines }
check-answer-why-flips = langkah itu membalik { $flips } bidak; yang terbanyak { $most }
check-answer-why-must-pass = { $player ->
        [black] { color-black }
       *[other] { color-white }
    } harus melewati giliran
check-answer-why-over = partai selesai
check-answer-why-has-moves = { $player ->
        [black] { color-black }
       *[other] { color-white }
    } lalu punya { $moves } langkah sah
check-answer-why-keeps = { $player ->
        [black] { color-black }
       *[other] { color-white }
    } masih punya { $discs } bidak
check-answer-why-nobody-moves = sesudahnya tidak ada yang bisa melangkah
check-answer-why-goes-on = partai berlanjut
check-answer-why-corner = sebuah sudut
check-answer-why-not-corner = bukan sudut
check-answer-why-no-corner = { $player ->
        [black] { color-black }
       *[other] { color-white }
    } tidak merebut sudut mana pun dalam { $plies } langkah
check-answer-why-corner-now = { $player ->
        [black] { color-black }
       *[other] { color-white }
    } bisa langsung mengambil { $corners }
check-answer-why-corner-forced = { $player ->
        [black] { color-black }
       *[other] { color-white }
    } menjawab { $first } lalu merebut { $corners }, apa pun langkah { $mover ->
        [black] { color-black }
       *[other] { color-white }
    }
check-answer-why-fewest = { $player ->
        [black] { color-black }
       *[other] { color-white }
    } lalu punya { $moves } langkah sah; yang paling sedikit { $fewest }
check-answer-why-stable = { $player ->
        [black] { color-black }
       *[other] { color-white }
    } lalu punya { $stable } bidak stabil; yang terbanyak { $most }
check-answer-why-quiet = tidak ada bidak yang dibaliknya menyentuh kotak kosong
check-answer-why-loud = { $count ->
       *[other] { $squares } masih menyentuh kotak kosong
    }
check-answer-why-ends = dengan permainan sempurna, hasil akhirnya { $score }
check-answer-nudge-false = `{ $field }` (teks { $language }) mengatakan { $what }, padahal itu salah setelah { $answers } ({ $why }){ $fix }
check-answer-nudge-answers-more = { $shown } dan { $more } lagi
check-answer-nudge-pass = melewati giliran
check-answer-nudge-set = kumpulan kotak yang salah
check-answer-nudge-outcome = pemenang yang salah
check-answer-nudge-choice = pilihan yang salah
check-answer-nudge-fix-kinds = : `on_wrong` ditampilkan setelah setiap jenis jawaban salah; beri setiap jenis pesan arahannya sendiri ({ $fields }), dan di setiap pesan katakan hanya yang benar untuk jenis itu
check-answer-nudge-fix-every = : katakan hanya yang benar untuk setiap jawaban yang diikutinya
check-answer-nudge-fix-class = : `{ $field }` ditampilkan setelah setiap { $class ->
        [taken] kotak yang sudah berisi bidak
        [illegal] kotak kosong yang tidak mengapit apa pun
        [legal] langkah sah yang tidak diminta tahap ini
        [pass] giliran yang dilewati
        [set] kumpulan kotak yang salah
        [outcome] pemenang yang salah
       *[choice] pilihan yang salah
    } di sini; katakan hanya yang benar untuk masing-masing
check-answer-fact-pass = jawabannya melewati giliran, bukan langkah di sebuah kotak
check-answer-fact-taken = { $square } sudah berisi bidak, jadi bukan langkah sah
check-answer-fact-encloses-nothing = { $square } tidak mengapit apa pun, jadi bukan langkah sah
check-answer-fact-legal = { $square } adalah langkah sah
check-answer-fact-holds = { $square } berisi bidak
check-answer-fact-empty = { $square } kosong
check-answer-fact-holds-colour = { $square } berisi bidak { $colour ->
        [black] { color-black }
       *[other] { color-white }
    }
check-answer-fact-corner = { $square } adalah sudut
check-answer-fact-not-corner = { $square } bukan sudut
check-answer-fact-x-square = { $square } adalah kotak X
check-answer-fact-not-x-square = { $square } bukan kotak X
check-answer-fact-c-square = { $square } adalah kotak C
check-answer-fact-not-c-square = { $square } bukan kotak C
check-answer-fact-on-edge = { $square } ada di { $edge ->
        [top] tepi atas
        [bottom] tepi bawah
        [left] tepi kiri
        [right] tepi kanan
       *[any] tepi papan
    }
check-answer-fact-not-on-edge = { $square } tidak ada di { $edge ->
        [top] tepi atas
        [bottom] tepi bawah
        [left] tepi kiri
        [right] tepi kanan
       *[any] tepi papan
    }
check-answer-fact-is = jawabannya { $other }
check-answer-fact-is-not = { $square } bukan { $other }
check-answer-fact-no-region = { $square } tidak kosong: kotak itu tidak termasuk daerah mana pun
check-answer-fact-region = { $square } ada di daerah berisi { $size } kotak kosong ({ $parity ->
        [odd] ganjil
       *[even] genap
    })
check-answer-fact-illegal-encloses = { $square } bukan langkah sah: kotak itu tidak mengapit apa pun
check-answer-fact-encloses-along = { $square } mengapit di sepanjang { $lines }
check-answer-fact-line = { $kind ->
        [row] baris
        [column] kolom
       *[diagonal] diagonal
    }
check-answer-fact-of-a-side = itu dikatakan tentang seorang pemain, bukan tentang sebuah kotak
check-answer-fact-has-moves = setelah { $square }, { $player ->
        [black] { color-black }
       *[other] { color-white }
    } punya { $moves } langkah sah
check-answer-fact-no-move = setelah { $square }, { $player ->
        [black] { color-black }
       *[other] { color-white }
    } tidak punya langkah sah
check-answer-fact-no-corner-now = setelah { $square }, { $player ->
        [black] { color-black }
       *[other] { color-white }
    } tidak bisa langsung mengambil sudut
check-answer-fact-corner-now = setelah { $square }, { $player ->
        [black] { color-black }
       *[other] { color-white }
    } bisa mengambil { $corners }
check-answer-fact-not-answering = { $player ->
        [black] { color-black }
       *[other] { color-white }
    } yang memainkan { $square }: bukan dia yang menjawab langkah itu
check-answer-fact-no-corner-by-force = setelah { $square }, { $player ->
        [black] { color-black }
       *[other] { color-white }
    } tidak merebut sudut mana pun dalam { $plies } langkah, apa pun yang dimainkannya
check-answer-fact-corner-by-force = setelah { $square }, { $player ->
        [black] { color-black }
       *[other] { color-white }
    } pasti bisa merebut { $corners }
check-answer-fact-reaches = setelah { $square }, { $player ->
        [black] { color-black }
       *[other] { color-white }
    } bisa memainkan { $target }
check-answer-fact-not-reaches = setelah { $square }, { $player ->
        [black] { color-black }
       *[other] { color-white }
    } tidak bisa memainkan { $target }
check-answer-fact-of-a-square = itu dikatakan tentang sebuah kotak, bukan tentang seorang pemain
