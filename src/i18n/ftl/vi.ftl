# The interface strings in Tiếng Việt.
# One message per sentence; a `# ` comment above each says what it is for.
# `$name`s are filled in by the tutor: keep each one a message has. A colour
# comes as `black` or `white`, to choose the words with a selector; a count
# comes as a number, for plurals.

# `black` / `hitam` / `đen` (lower case, for the middle of a sentence).
# (Color::Black)
color-black = đen

# `black` / `hitam` / `đen` (lower case, for the middle of a sentence).
# (Color::White)
color-white = trắng

# `1 disc`, `3 discs` / `3 bidak` / `3 quân`.
discs = { $n } quân

# `10 steps` / `10 tahap` / `10 bước` (steps of a lesson).
steps = { $n } bước

# Whose turn it is and the disc count: `Black to move. Black 2, white 2.`
to-move = Lượt { $player ->
        [black] đen
       *[white] trắng
    }. Đen { $black }, trắng { $white }.

# Whose turn it is, without the count (when counting is the learner's task).
to-move-uncounted = Lượt { $player ->
        [black] đen
       *[white] trắng
    }.

# The disc count alone: `Black 2, white 2.`
disc-count = Đen { $black }, trắng { $white }.

# The game has ended (neither side can move).
game-over = Ván đã kết thúc: cả hai bên đều không đi được.

# The legal moves shown on the board as `*`.
legal-moves = Nước hợp lệ (*): { $moves }

# The side to move has no legal move (it must pass).
no-legal-move = { $player ->
        [black] Đen
       *[white] Trắng
    } không còn nước hợp lệ.

# The squares the lesson highlights (empty ones are drawn as `+`).
marked = Đánh dấu: { $squares }

# What the board's characters mean.
legend = { $black } đen, { $white } trắng, . trống, * nước hợp lệ, + ô đánh dấu

# A legal move and its flips: `Black d3 is legal: it flips 1 disc (d4).`
move-is-legal = { $player ->
        [black] Đen
       *[white] Trắng
    } { $square } là nước hợp lệ: lật { $flips_count } quân ({ $flips }).

# The heading over the board after a move: `The board after d3 (white to move):`
board-after = Bàn cờ sau { $square } (lượt { $to_move ->
        [black] đen
       *[white] trắng
    }):

# The heading over the board as it is: `The board (black to move):`
board-now = Bàn cờ (lượt { $to_move ->
        [black] đen
       *[white] trắng
    }):

# What one legal move flips: `flips d4`.
flips-list = lật { $flips }

# The side to move must pass: `Black to move has no legal move and must pass; then white moves.`
must-pass = Lượt { $player ->
        [black] đen
       *[white] trắng
    }, nhưng { $player ->
        [black] đen
       *[white] trắng
    } không còn nước hợp lệ và phải bỏ lượt; sau đó { $player_opposite ->
        [black] đen
       *[white] trắng
    } đi.

# The final count of a finished game:
# `The game is over: neither side can move. Black 13, white 0, 51 empty: black wins.`
final-count = { game-over } Đen { $black }, trắng { $white }, { $empty } ô trống: { $verdict }.

# `explain` on a finished game: there is no move to explain.
nothing-to-explain = Không có nước nào để giải thích: ván cờ đã kết thúc.

# A move of a game record that cannot be played, and why:
# `move 2 (a1, character 3): a1 is not a legal move for white: ...`.
record-move-refused = nước thứ { $number } ({ $mv }, ký tự thứ { $at }): { $why }

# One line describing a computer level (`Level 2: flips as many discs as it can ...`).
# (Level::Random)
level-line-random = Cấp 1: đi một nước hợp lệ bất kỳ, ngẫu nhiên.

# One line describing a computer level (`Level 2: flips as many discs as it can ...`).
# (Level::MostFlips)
level-line-most-flips = Cấp 2: lật càng nhiều quân càng tốt, lỗi kinh điển của người mới; chỉ ưu tiên góc trước.

# One line describing a computer level (`Level 2: flips as many discs as it can ...`).
# (Level::CornersAndEdges)
level-line-corners-and-edges = Cấp 3: ưu tiên góc và mép, và tránh những nước mở góc cho bạn.

# One line describing a computer level (`Level 2: flips as many discs as it can ...`).
# (Level::Mobility)
level-line-mobility = Cấp 4: nhìn trước ba nước, đếm số nước đi của mỗi bên (tính cơ động) và các góc.

# One line describing a computer level (`Level 2: flips as many discs as it can ...`).
# (Level::Strong)
level-line-strong = Cấp 5: nhìn trước năm nước, cân nhắc tính cơ động, góc, quân ổn định và chẵn lẻ; hoàn hảo từ khi còn 16 ô trống.

# One line describing a computer level (`Level 2: flips as many discs as it can ...`).
# (Level::Deep)
level-line-deep = Cấp 6: như cấp 5, nhìn trước tám nước; hoàn hảo từ khi còn 20 ô trống.

# The heading of a game against the computer: `Game 1: you play black against the computer at level 3.`
game-against-computer = Ván { $number }: bạn cầm quân { $learner ->
        [black] đen
       *[white] trắng
    }, đấu với máy ở cấp { $level }.

# The heading of a game between two people: who plays which colour.
game-two-players = Ván { $number }: hai người cùng chơi; người 1 cầm quân { $player_one ->
        [black] đen
       *[white] trắng
    }, người 2 cầm quân { $player_one_opposite ->
        [black] đen
       *[white] trắng
    }.

# A person's move: `Black plays d3 and flips 1 disc: d4.`
person-played = { $player ->
        [black] Đen
       *[white] Trắng
    } đi { $square } và lật { $flips_count } quân: { $flips }.

# The computer's move: `The computer (white) plays c3 and flips 1 disc: d4.`
computer-played = Máy (quân { $player ->
        [black] đen
       *[white] trắng
    }) đi { $square } và lật { $flips_count } quân: { $flips }.

# The turn timer ran out: a random legal move is played instead.
time-up = Hết giờ của { $player ->
        [black] đen
       *[white] trắng
    }: máy đi thay nước hợp lệ ngẫu nhiên { $square }.

# A pass made because the player has no legal move, with the reason.
forced-pass = { $player ->
        [black] Đen
       *[white] Trắng
    } không còn nước hợp lệ: không ô trống nào kẹp được quân { $player_opposite ->
        [black] đen
       *[white] trắng
    }. { $player ->
        [black] Đen
       *[white] Trắng
    } bỏ lượt, và { $player_opposite ->
        [black] đen
       *[white] trắng
    } đi tiếp.

# The final count and the winner: `Black 40, white 24: black wins.`
game-result = Đen { $black }, trắng { $white }: { $verdict }.

# The games won so far, by the learner and the computer or by player 1 and player 2.
# (when against_computer)
tally-against-computer = Các ván đến giờ: bạn thắng { $seat }, máy thắng { $other }, hòa { $draws }.

# The games won so far, by the learner and the computer or by player 1 and player 2.
# (otherwise)
tally-not-against-computer = Các ván đến giờ: người 1 thắng { $seat }, người 2 thắng { $other }, hòa { $draws }.

# Moves taken back.
undone = Đã rút lại { $moves } nước.

# Undo with no move of the learner's to take back.
nothing-to-undo = Không có nước nào của bạn để đi lại.

# Moves played again after an undo.
redone = Đã khôi phục { $moves } nước vừa rút.

# Redo with nothing taken back.
nothing-to-redo = Không có nước nào để khôi phục.

# A move typed on the computer's turn.
not-your-turn = Đang là lượt của máy.

# A move typed after the end of the game.
game-is-over = Ván đã kết thúc: gõ mới để chơi ván khác, hoặc đi lại để rút lại nước.

# A move typed while the finished game is replayed.
replaying = Đang xem lại ván: gõ xem lại để dừng, hoặc mới để chơi ván khác.

# The heading of the last move explained (its enclosed lines follow).
last-move = Nước vừa rồi: { $player ->
        [black] đen
       *[white] trắng
    } đi { $square } và lật { $flips_count } quân:

# `explain` before any disc was placed.
no-move-yet = Ván này chưa có quân nào được đặt.

# The game record was saved in a file.
saved-to = Đã lưu ván vào { $path }.

# The game record could not be saved (`why` is the system's reason).
not-saved = Không lưu được ván vào { $path }: { $why }

# The game record shown (`save` without a file).
game-record = Biên bản ván: { $record } (lưu TỆP để lưu vào một tệp).

# A game record was loaded from a file.
loaded = Đã mở { $path }: { $moves } nước.

# A game record could not be loaded (`why`: the system's or the record's reason).
not-loaded = Không mở được { $path }: { $why }

# `load` without a file name.
load-what = Gõ mở và tên tệp, ví dụ: mở van.txt

# The heading of the list of saved games on the game screen.
saved-games-heading = Các ván đã lưu, ván mới nhất ở trên:

# The keys of the list of saved games.
prompt-load-keys = Chọn một ván bằng { $choose } rồi nhấn { $load } để chơi tiếp ván đó; { $back } quay lại ván đang chơi.

# There is no saved game to load: none in `folder` yet, or (`None`) no
# data folder at all.
# (Some(folder))
no-saved-games-some = Chưa có ván nào được lưu trong { $folder }: nhấn { $save } khi đang chơi để lưu ván.

# There is no saved game to load: none in `folder` yet, or (`None`) no
# data folder at all.
# (None)
no-saved-games-none = Không có thư mục dữ liệu để lưu ván: play --record TỆP sẽ chơi tiếp một ván đã lưu.

# The legal-move dots switched on or off.
# (when on)
dots-shown-on = Các nước hợp lệ được đánh dấu bằng *.

# The legal-move dots switched on or off.
# (otherwise)
dots-shown-not-on = Các nước hợp lệ không còn được đánh dấu.

# The start of a replay of the finished game.
replay-start = Xem lại ván ({ $moves } nước), từ thế cờ ban đầu.

# Going on past the last move of a replay.
replay-at-end = Đó là nước cuối cùng: gõ lùi để xem các nước trước, hoặc xem lại để dừng.

# `replay` before the game is over.
replay-when-over = Chỉ xem lại được ván đã kết thúc.

# The time left on the turn timer.
time-left = Còn { $seconds } giây cho nước này.

# Asking the learner for a move against the computer.
prompt-your-move = Nước của bạn (quân { $player ->
        [black] đen
       *[white] trắng
    }): gõ một ô, ví dụ d3, hoặc trợ giúp để xem các lệnh.

# Asking for a move in a game between two people.
prompt-players-move = Lượt { $player ->
        [black] đen
       *[white] trắng
    }: gõ một ô, ví dụ d3, hoặc trợ giúp để xem các lệnh.

# What to type once the game is over.
prompt-game-over = Gõ mới để chơi ván khác, xem lại để đi qua từng nước của ván này, nhận xét để xem nước nào bị thiệt, lưu để lưu ván, hoặc thoát.

# What to type during a replay.
prompt-replay = Enter: nước tiếp theo; lùi: nước trước đó; xem lại: dừng.

# A graded move: `Move 23: white b2.`
review-move = Nước { $number }: { $player ->
        [black] đen
       *[white] trắng
    } đi { $played }.

# A move that lost without a simple reason to show.
# (when exact)
reason-unseen-exact = Không có quy tắc đơn giản nào cho thấy lý do: phép đếm chính xác của cuối ván cho thấy điều đó.

# A move that lost without a simple reason to show.
# (otherwise)
reason-unseen-not-exact = Không có quy tắc đơn giản nào cho thấy lý do: máy thấy điều đó khi nhìn trước vài nước.

# How many moves kept the best result.
review-summary = { $best_kept }/{ $moves } nước giữ được kết quả tốt nhất.

# A review in which no move lost anything.
review-clean = Không nước nào bị thiệt.

# The result of a match between two levels, from level `a`'s side.
match-result = Cấp { $a } đấu cấp { $b }, { $games } ván: cấp { $a } thắng { $wins }, thua { $losses }, hòa { $draws }.

# The home menu's entry of a game.
menu-play = Chơi cờ

# The opponent in the play setup: the computer, or a second person.
# (when computer)
opponent-name-computer = máy

# The opponent in the play setup: the computer, or a second person.
# (otherwise)
opponent-name-not-computer = hai người, một bàn cờ

# The turn timer's value in the play setup: off, or seconds a move.
# (Some(s))
timer-value-some = { $s } giây

# The turn timer's value in the play setup: off, or seconds a move.
# (None)
timer-value-none = tắt

# The turn timer on the screen: how long a move may take, and what happens when the time runs out.
# (Some(s))
timer-help-some = Giới hạn thời gian: { $s } giây mỗi nước. Hết giờ thì máy đi thay người đang tới lượt một nước hợp lệ ngẫu nhiên.

# The turn timer on the screen: how long a move may take, and what happens when the time runs out.
# (None)
timer-help-none = Không giới hạn thời gian. Nếu đặt giới hạn (30 hoặc 60 giây mỗi nước), người hết giờ sẽ được máy đi thay một nước hợp lệ ngẫu nhiên.

# What Enter does in the play setup.
act-start = bắt đầu

# What Esc does in a game: back to the home screen.
act-home = trang chủ

# The prompt while the computer works out its move.
computer-thinking = Máy đang suy nghĩ…

# The prompt of a finished game, with the keys of another game, a replay, a review and a save.
prompt-over-keys = Ván đã kết thúc: { $new } chơi ván mới, { $replay } xem lại từng nước, { $review } nhận xét các nước đi, { $save } lưu biên bản.

# The prompt of a replay on the game screen.
prompt-replay-keys = { $steps } nước trước hoặc sau; { $back } quay về cuối ván.

# There is no data folder to save a game in: its record shown instead.
record-not-saved = Không có thư mục dữ liệu để lưu. Biên bản ván: { $record }

# A new game asked for in the middle of one.
confirm-new-game = Ván chưa kết thúc: nhấn lại phím đó để bắt đầu ván mới.

# The play setup's first row when a game was left unfinished: Enter goes on with it.
go-on-unfinished = Chơi tiếp ván còn dở ({ $moves } nước)

# A saved game chosen over a game in progress: Enter again replaces it.
confirm-load-game = Ván chưa kết thúc: nhấn { $load } lần nữa để thay nó bằng ván đã chọn.

# Plain mode: `typed` (new, load FILE) would replace a game in progress;
# the same line again does it.
confirm-typed-again = Ván chưa kết thúc: gõ lại { $typed } để thay nó.

# Leaving asked for in the middle of a game.
confirm-leave-game = Ván chưa kết thúc: nhấn lại phím đó để rời ván mà không lưu.

# A review asked for before the end of the game.
review-when-over = Chỉ nhận xét được ván đã kết thúc.

# The review screen's title.
review-title = Nhận xét ván cờ

# The review screen while the moves are graded.
grading = Đang chấm các nước đi: bộ giải và máy cấp 6 cần vài giây… ({ $done }/{ $total } nước)

# `play` without a terminal: the game runs in plain text.
game-not-a-terminal = đầu ra không phải terminal: ván cờ chạy ở dạng văn bản thường

# A right move: `Right: black plays d3 and flips 1 disc: d4.`
right-move = Đúng: { $player ->
        [black] đen
       *[white] trắng
    } đi { $square } và lật { $flips_count } quân: { $flips }.

# A right pass.
right-pass = Đúng: { $player ->
        [black] đen
       *[white] trắng
    } không còn nước hợp lệ nên bỏ lượt, và { $player_opposite ->
        [black] đen
       *[white] trắng
    } đi tiếp.

# Every legal move found.
right-all-legal = Đúng: các nước hợp lệ là { $moves }.

# The flips of a move predicted.
right-flips = Đúng: { $square } lật { $flips }.

# The result of a finished game said right.
right-outcome = Đúng: đen { $black }, trắng { $white }: { $verdict }.

# A right choice.
right-choice = Đúng.

# The square asked for, named: `Right: c6.`
right-square = Đúng: { $square }.

# An empty square where no direction encloses a line (the rows follow).
encloses-nothing = { $square } không phải nước hợp lệ của { $player ->
        [black] đen
       *[white] trắng
    }: không hướng nào kẹp được quân đối thủ.

# A legal move that the step did not ask for (the enclosed rows follow).
not-asked = { $square } là nước hợp lệ (sẽ lật { $flips }), nhưng bước này không yêu cầu nước đó.

# A pass refused because the player has legal moves.
pass-refused = { $player ->
        [black] Đen
       *[white] Trắng
    } không được bỏ lượt: vẫn còn nước hợp lệ ({ $moves }), mà còn nước thì phải đi.

# The opening of a wrong set of squares (the details follow).
not-quite = Chưa đúng.

# Squares the learner marked that do not flip.
extra-flips = Những ô này không lật: { $extra }.

# Why the discs of a move flip: the heading of the enclosed rows.
why-flips = { $square } lật { $flips }:

# The right winner with the wrong count (a nudge: not the count).
count-again = Đúng bên thắng, nhưng số quân chưa đúng: hãy đếm lại quân mỗi màu.

# The wrong winner (a nudge: not who won).
winner-again = Kết quả không phải vậy: hãy đếm lại quân của mỗi màu.

# The answer to a find-every-move step.
answer-all-legal = Các nước hợp lệ là { $moves }.

# The answer to a pass step.
answer-pass = { $player ->
        [black] Đen
       *[white] Trắng
    } không có nước hợp lệ nào, nên phải bỏ lượt.

# The answer to a who-won step.
answer-outcome = Đen có { $black } quân, trắng có { $white }: { $verdict }.

# The answer to a multiple-choice step (counting from 1).
answer-choice = Câu trả lời đúng là số { $number }.

# The answer to a find-the-square step.
answer-squares = Ô được hỏi là { $squares }.

# `reveal` where there is nothing to reveal.
nothing-to-reveal = Ở đây không có đáp án nào để xem.

# A wrong choice.
wrong-choice = Đó không phải câu trả lời đúng.

# A square that is not the one asked for.
wrong-square = { $square } không phải là ô được hỏi.

# The other side's scripted move.
reply-played = { $player ->
        [black] Đen
       *[white] Trắng
    } đáp lại ở { $square } và lật { $flips }.

# The other side's scripted pass.
reply-passed = { $player ->
        [black] Đen
       *[white] Trắng
    } không còn nước hợp lệ nên bỏ lượt.

# The other side answers next, on the key that goes on: `White answers next: Enter shows the move.`
reply-comes = Tiếp theo { $player ->
        [black] Đen
       *[white] Trắng
    } đáp lại: { $key } cho xem nước đi.

# A hint written in the lesson: `Hint: ...`.
hint = Gợi ý: { $text }

# No hint to give.
no-hint = Bước này không có gợi ý.

# `Lesson: The first move (10 steps)`.
lesson-heading = Bài học: { $title } ({ $steps })

# `Step 4 of 10` (counting from 1).
step-heading = Bước { $step }/{ $steps }

# Where to find the commands.
type-help = Gõ help để xem các lệnh.

# After a step to read.
prompt-read = Nhấn Enter để tiếp tục.

# Asking for one of the moves the step names.
prompt-play = Nước của bạn: gõ một ô, ví dụ d3.

# Asking for any legal move, with the legal squares hidden.
prompt-any-legal = Hãy đi một nước hợp lệ bất kỳ (lần này bàn cờ không đánh dấu các nước hợp lệ).

# Asking for every legal move.
prompt-all-legal = Gõ tất cả các nước hợp lệ, cách nhau bằng dấu cách, ví dụ c4 d3.

# Asking which discs a move flips.
prompt-predict-flips = Gõ tất cả các quân mà { $square } sẽ lật, cách nhau bằng dấu cách.

# Asking for a move or a pass.
prompt-pass = Gõ một nước đi, hoặc gõ bỏ lượt nếu { $player ->
        [black] đen
       *[white] trắng
    } không còn nước hợp lệ.

# Asking who won a finished game.
prompt-outcome = Ai thắng? Gõ đen, trắng hoặc hòa, có thể kèm số quân (đen trước), ví dụ: đen 40 24.

# Asking for the number of a choice.
prompt-choice = Gõ số của câu trả lời.

# Asking for a square, which is not played.
prompt-find-square = Gõ ô đó, ví dụ c6.

# Asking for the learner's next move in a lesson's game (the legal moves not shown).
prompt-game = Đến lượt bạn: gõ một ô (các nước hợp lệ không được hiện). Máy đáp lại ngay.

# The learner's move in a game: `You play d3 and flip d4.`
game-you-played = Bạn đi { $square } và lật { $flips_count } quân: { $flips }.

# The learner's move took a corner.
game-corner-taken = Bạn đã chiếm góc { $corner }. Quân ở góc không bao giờ bị lật.

# After the learner's move `player` may take `corner`, which it could not before.
game-corner-given = Cẩn thận: sau nước của bạn, { $player ->
        [black] đen
       *[white] trắng
    } có thể chiếm góc { $corner }.

# The title of the rules quiz.
quiz-title = Trắc nghiệm luật chơi

# The title of the lesson tasks due for review.
task-review-title = Bài tập cần ôn lại

# The puzzle menu's row of the lesson tasks due for review.
menu-lesson-tasks = Bài tập cần ôn lại

# No lesson task is due for review today; `queued` are in the queue.
no-lesson-tasks-due = Hôm nay không có bài tập nào cần ôn lại ({ $queued } trong hàng chờ). Bài tập nào bạn trả lời sai hai lần trong một bài học sẽ quay lại đây vào hôm sau.

# The course has no rules quiz (no lesson `first-game`, or no task
# before it marked `stands_alone`).
no-quiz = Khóa học này không có bài trắc nghiệm luật chơi: cần có bài first-game, và các bài tập được đánh dấu stands_alone trong những bài trước nó.

# An answer of the wrong kind for a step that wants a move.
expects-move = Bước này cần một nước đi: gõ một ô, ví dụ d3.

# An answer of the wrong kind for a step that wants a move or a pass.
expects-move-or-pass = Bước này cần một nước đi (một ô, ví dụ d3) hoặc bỏ lượt.

# An answer of the wrong kind for a step that wants squares.
expects-squares = Bước này cần các ô: gõ cách nhau bằng dấu cách, ví dụ d3 e6.

# An answer of the wrong kind for a step that asks who won.
expects-outcome = Bước này hỏi ai thắng: đen, trắng hay hòa.

# An answer of the wrong kind for a multiple-choice step.
expects-choice = Bước này cần số của một câu trả lời.

# An answer of the wrong kind for a step that wants a square named.
expects-square = Bước này cần một ô: gõ một ô, ví dụ c6.

# A choice number out of range.
no-such-choice = Hãy chọn một số từ 1 đến { $count }.

# An answer on a step that asks nothing.
nothing-asked = Ở đây không có gì để trả lời: nhấn Enter để tiếp tục.

# An answer on a step already answered.
already-done = Bước này đã xong: nhấn Enter để tiếp tục.

# The lesson is over: nothing more to answer.
lesson-over = Bài học đã kết thúc.

# Going on from a step that still waits for its answer.
answer-first = Bước này đang chờ câu trả lời của bạn (hoặc gõ hint, hoặc skip).

# After a wrong answer.
try-again = Thử lại, hoặc gõ hint hay skip.

# A line that is neither an answer nor a command.
not-understood = Không hiểu "{ $text }". Gõ help để xem các lệnh.

# `back` on the first step.
first-step = Đây là bước đầu tiên: không có bước nào trước nó.

# A step skipped (counting from 1).
skipped = Đã bỏ qua bước { $step }.

# The end of the lesson, with how the tasks went.
finished = Xong bài học: { $right_first_time }/{ $tasks } câu đúng ngay lần đầu, bỏ qua { $skipped }.

# Leaving before the end (`quit`).
leaving = Rời bài học ở bước { $step }/{ $steps }.

# A lesson opened where the learner stopped, and how to start it again.
going-on-at = Bạn học tiếp từ bước { $step }/{ $steps }, nơi bạn đã dừng. Muốn học lại từ đầu, hãy thêm --from-start.

# The input ended before the lesson did.
end-of-input = Hết dữ liệu vào: rời bài học ở bước { $step }/{ $steps }.

# The progress file was damaged: it was kept aside at `kept_at`, unchanged,
# and the learner starts afresh.
progress-damaged = Tệp tiến độ của bạn bị hỏng ({ $what }). Tệp được giữ nguyên ở { $kept_at }; bạn bắt đầu lại từ đầu.

# The progress file comes from a newer reversi-tutor: it is never written.
progress-newer = Tệp tiến độ của bạn đến từ một bản reversi-tutor mới hơn (phiên bản { $version }). Tệp được để nguyên; những gì bạn làm lúc này sẽ không được lưu.

# Another copy of the tutor uses the same progress: both are kept.
progress-shared = Một bản reversi-tutor khác đang chạy; tiến độ của cả hai đều được giữ.

# Progress could not be opened or saved (`why` is the system's reason).
progress-not-saved = Tiến độ của bạn chưa được lưu: { $why }

# Where the progress is saved, after a fault stopped the tutor.
progress-saved-in = Tiến độ của bạn đã được lưu ở { $path }.

# The progress was kept in memory only (no folder could hold it), after a fault.
progress-in-memory = Tiến độ của bạn chỉ được giữ trong bộ nhớ: nó chưa được lưu.

# A fault in the program (a panic) stopped the tutor; its details follow.
program-fault = Một lỗi trong chương trình đã làm reversi-tutor dừng lại.

# Where the learner stopped in a lesson not yet finished (counting from 1).
stopped-at = dừng ở bước { $step }

# The idea of a puzzle theme, the first hint of a puzzle without its own.
# (ThemeKind::LegalMove)
theme-idea-legal-move = Nước hợp lệ phải kẹp được một hàng: đặt cạnh quân đối thủ, với một quân của mình ở đầu kia của hàng đó.

# The idea of a puzzle theme, the first hint of a puzzle without its own.
# (ThemeKind::MaxFlips)
theme-idea-max-flips = Đếm số quân bị lật theo mọi hướng của từng nước: các hàng của cùng một nước được cộng lại.

# The idea of a puzzle theme, the first hint of a puzzle without its own.
# (ThemeKind::Directions)
theme-idea-directions = Tìm một ô trống có quân đối thủ ở nhiều phía, mỗi hàng đều có quân của mình khép lại ở phía xa.

# The idea of a puzzle theme, the first hint of a puzzle without its own.
# (ThemeKind::ForcePass)
theme-idea-force-pass = Sau nước của bạn, đối thủ không được còn ô nào kẹp được hàng: hãy xem các nước của đối thủ cần những quân nào.

# The idea of a puzzle theme, the first hint of a puzzle without its own.
# (ThemeKind::Wipeout)
theme-idea-wipeout = Tìm nước kẹp được tất cả quân đối thủ cùng một lúc.

# The idea of a puzzle theme, the first hint of a puzzle without its own.
# (ThemeKind::EndNow)
theme-idea-end-now = Sau nước của bạn, cả hai bên đều không còn nước hợp lệ: tìm nước không để lại hàng nào cho bên nào kẹp.

# The idea of a puzzle theme, the first hint of a puzzle without its own.
# (ThemeKind::PredictFlips)
theme-idea-predict-flips = Đi ra từ quân mới theo cả tám hướng: một đường chỉ lật khi có quân của bạn khép lại nó.

# The idea of a puzzle theme, the first hint of a puzzle without its own.
# (ThemeKind::AvoidXSquare)
theme-idea-avoid-xsquare = Trước khi đi, hãy nhìn từng góc còn trống: sau nước của bạn, đối thủ có kẹp được một đường vào góc đó không?

# The idea of a puzzle theme, the first hint of a puzzle without its own.
# (ThemeKind::MinMobility)
theme-idea-min-mobility = Với mỗi nước, hãy đếm số ô đối thủ có thể đi sau đó: đối thủ càng ít nước thì càng tốt cho bạn.

# The idea of a puzzle theme, the first hint of a puzzle without its own.
# (ThemeKind::Stable)
theme-idea-stable = Quân ổn định là quân ở góc, hoặc quân nối liền không đứt quãng với góc cùng màu dọc theo mép. Hãy đếm quân ổn định của bạn sau mỗi nước.

# The idea of a puzzle theme, the first hint of a puzzle without its own.
# (ThemeKind::FewerIsMore)
theme-idea-fewer-is-more = Ở đây nước lật nhiều quân nhất là một cái bẫy. Với mỗi nước, hãy nghĩ xem sau đó đối thủ có thể làm gì.

# The idea of a puzzle theme, the first hint of a puzzle without its own.
# (ThemeKind::QuietMove)
theme-idea-quiet-move = Hãy xem những quân mà mỗi nước lật: sau một nước yên lặng, không quân nào trong số đó chạm ô trống.

# The idea of a puzzle theme, the first hint of a puzzle without its own.
# (ThemeKind::Opening)
theme-idea-opening = Khai cuộc được ghi như thể đen mở bằng f5. Hãy xoay bàn cờ trong đầu cho tới khi thế cờ này giống với chuỗi nước đó.

# The idea of a puzzle theme, the first hint of a puzzle without its own.
# (ThemeKind::Corner)
theme-idea-corner = Quân ở góc không bao giờ bị lật. Hãy lần theo các mép và đường chéo dẫn vào từng góc.

# The idea of a puzzle theme, the first hint of a puzzle without its own.
# (ThemeKind::EndgameWin)
theme-idea-endgame-win = Lật nhiều nhất không phải lúc nào cũng tốt nhất: với mỗi nước, hãy nghĩ đến nước đáp hay nhất của đối thủ.

# The idea of a puzzle theme, the first hint of a puzzle without its own.
# (ThemeKind::EndgameBest)
theme-idea-endgame-best = Hãy tính đến cuối ván: với mỗi nước, đối thủ sẽ đáp thế nào? Nước buộc đối thủ bỏ lượt có thể giúp thêm quân.

# Which hint this is: `(hint 1 of 2)`.
hint-level = (gợi ý { $level }/{ $levels })

# A hint asked for after the last one.
no-more-hints = Đó là gợi ý cuối cùng: gõ reveal để xem đáp án.

# A puzzle's heading: `Puzzle corner-001 (rating 800)` (the id already names the theme).
puzzle-heading = Câu đố { $id } (độ khó { $rating })

# The streak on the status line: `streak 4 (best 7)`.
streak-now = chuỗi { $current } (cao nhất { $best })

# The puzzles due for review today, on the status line: `5 to review`.
review-now = { $due } câu cần ôn

# A first try not rated: help came before the first move.
not-rated-helped = Không tính điểm: bạn đã dùng trợ giúp trước nước đi đầu tiên.

# A first try not rated: the learner had met the puzzle before.
not-rated-met-before = Không tính điểm: bạn đã gặp câu đố này trước đây.

# A puzzle skipped before any answer is not rated.
not-rated-skipped = Không tính điểm: bạn chưa trả lời.

# A missed or helped puzzle goes to review: back in `days` days, on `due`.
# (1)
review-scheduled-1 = Câu đố này sẽ quay lại để ôn vào ngày mai, { $due }.

# A missed or helped puzzle goes to review: back in `days` days, on `due`.
# (_)
review-scheduled-other = Câu đố này sẽ quay lại để ôn sau { $days } ngày, vào { $due }.

# A puzzle solved at the first try leaves the review queue.
review-left = Giải đúng ngay lần đầu: câu đố này rời khỏi danh sách ôn lại.

# The streak grows: `Streak: 4 (best 7).`
streak-extended = Chuỗi: { $current } (cao nhất { $best }).

# The streak ends.
streak-ended = Chuỗi dừng ở { $at } (cao nhất { $best }); câu đố tiếp theo bắt đầu một chuỗi mới.

# A legal move that misses the puzzle's goal (what it does instead follows).
not-the-goal = { $square } là nước hợp lệ (lật { $flips }), nhưng không đạt mục tiêu của câu đố.

# A move that encloses lines in too few directions.
fewer-directions = { $square } kẹp hàng theo { $enclosed } hướng; mục tiêu là ít nhất { $wanted } hướng.

# After a move meant to end the game, the game goes on.
game-goes-on = Sau { $square }, ván cờ vẫn tiếp tục: { $next ->
        [black] đen
       *[white] trắng
    } vẫn còn nước hợp lệ.

# A move meant to take a corner that is not one.
not-a-corner = { $square } không phải là góc: các góc là a1, h1, a8 và h8.

# After a right force-pass answer: `opponent` must pass, and the mover plays again.
goal-met-pass = { $opponent ->
        [black] Đen
       *[white] Trắng
    } không còn nước hợp lệ nào và phải bỏ lượt: { $opponent_opposite ->
        [black] đen
       *[white] trắng
    } đi tiếp.

# After a right end-now answer: nobody can move, the game is over with this count.
goal-met-over = Không bên nào đi được nữa: ván cờ kết thúc, đen { $black }, trắng { $white }.

# After a right wipe-out answer: `opponent` has no disc left, the game is over.
goal-met-wipeout = Quân { $opponent ->
        [black] đen
       *[white] trắng
    } đã bị lật sạch: ván cờ kết thúc, đen { $black }, trắng { $white }.

# After a right `stable` answer: the mover's stable discs now, and before.
goal-met-stable = Số quân ổn định của bạn: { $before } trước nước này, giờ là { $stable }. Không nước nào khác tạo được nhiều hơn.

# After a right `opening` answer: the line's name, its moves as written
# from f5, and as played on this board.
goal-met-opening = Đó là { $line }: ghi từ f5 thì là { $written }; trên bàn này là { $here }.

# A move that is not the next of the opening `line`; that of `other` when
# another named line goes on with it.
# (Some(other))
off-the-line-some = { $square } không phải nước tiếp theo của { $line } ở đây: đó là nước của { $other }.

# A move that is not the next of the opening `line`; that of `other` when
# another named line goes on with it.
# (None)
off-the-line-none = { $square } không phải nước tiếp theo của { $line } trên bàn này.

# A named opening, as the lesson on openings calls it: `the tiger`.
# (OpeningLine::Perpendicular)
opening-name-perpendicular = khai cuộc vuông góc

# A named opening, as the lesson on openings calls it: `the tiger`.
# (OpeningLine::Diagonal)
opening-name-diagonal = khai cuộc chéo

# A named opening, as the lesson on openings calls it: `the tiger`.
# (OpeningLine::Parallel)
opening-name-parallel = khai cuộc song song

# A named opening, as the lesson on openings calls it: `the tiger`.
# (OpeningLine::Tiger)
opening-name-tiger = thế tiger (hổ)

# A named opening, as the lesson on openings calls it: `the tiger`.
# (OpeningLine::Cow)
opening-name-cow = thế cow (bò)

# A named opening, as the lesson on openings calls it: `the tiger`.
# (OpeningLine::Rabbit)
opening-name-rabbit = thế rabbit (thỏ)

# A named opening, as the lesson on openings calls it: `the tiger`.
# (OpeningLine::Heath)
opening-name-heath = thế heath

# A named opening, as the lesson on openings calls it: `the tiger`.
# (OpeningLine::Buffalo)
opening-name-buffalo = thế buffalo (trâu)

# A move meant to leave the opponent the fewest moves that leaves more.
leaves-more-moves = Sau nước { $square }, { $opponent ->
        [black] đen
       *[white] trắng
    } có { $moves } nước hợp lệ; một nước khác chỉ để lại cho { $opponent ->
        [black] đen
       *[white] trắng
    } { $fewest } nước.

# A move played to show the answer: `Black plays h5 and flips 2 discs: g5, f5.`
plays = { $player ->
        [black] Đen
       *[white] Trắng
    } đi { $square } và lật { $flips_count } quân: { $flips }.

# What to type once a puzzle is done.
puzzle-done-prompt = Nhấn Enter để sang câu đố tiếp theo, hoặc gõ quit.

# An answer of the wrong kind for a puzzle.
puzzle-expects-move = Câu đố này cần một nước đi: gõ một ô, ví dụ d3.

# An answer to a puzzle already solved or revealed.
puzzle-already-done = Câu đố này đã xong: nhấn Enter để sang câu tiếp theo.

# Going on from a puzzle still open.
puzzle-waits = Câu đố này đang chờ nước đi của bạn (hoặc gõ hint, reveal hay skip).

# After a wrong move at a puzzle.
puzzle-try-again = Thử lại, hoặc gõ hint, reveal hay skip.

# A puzzle left with skip.
puzzle-skipped = Đã bỏ qua câu đố.

# `back` in a trainer session.
no-back-in-puzzles = Câu đố không có bước lùi: gõ skip để sang câu tiếp theo.

# Every puzzle of the session's choice has been served.
no-more-puzzles = Ở đây không còn câu đố nào nữa.

# No puzzle at all of the theme asked for (or none at all).
# (Some(theme))
no-puzzles-in-some = Không có câu đố nào thuộc chủ đề { $theme }.

# No puzzle at all of the theme asked for (or none at all).
# (None)
no-puzzles-in-none = Không có câu đố nào.

# Review mode with nothing due today; when the next puzzle comes back, if any.
# (Some(next))
nothing-due-some = Hôm nay không có câu đố nào cần ôn; câu tiếp theo quay lại vào { $next }.

# Review mode with nothing due today; when the next puzzle comes back, if any.
# (None)
nothing-due-none = Danh sách ôn lại của bạn đang trống.

# Retry mode with no puzzle missed today.
nothing-missed-today = Hôm nay bạn chưa giải sai câu đố nào.

# How a trainer session went.
trainer-finished = Câu đố lần này: { $served }; { $first_try } câu giải đúng ngay lần đầu, tổng cộng giải được { $solved } câu.

# Leaving a trainer session (`quit`).
trainer-leaving = Rời phần câu đố.

# The input ended during a trainer session.
trainer-end-of-input = Hết dữ liệu vào: rời phần câu đố.

# An unknown puzzle id, with the nearest id there is.
# (Some(near))
unknown-puzzle-some = không có câu đố `{ $id }`: có phải bạn muốn `{ $near }`?

# An unknown puzzle id, with the nearest id there is.
# (None)
unknown-puzzle-none = không có câu đố `{ $id }`; `reversi-tutor puzzles list` cho xem các chủ đề

# The heading of the puzzle list.
puzzles-heading = { $count } câu đố, theo chủ đề:

# The learner's rating in the puzzle list.
list-rating = Điểm của bạn: { $rating } (±{ $deviation }), từ { $rated } câu đố đã tính điểm.

# The learner's streaks in the puzzle list.
list-streak = Chuỗi dài nhất: { $best } (hiện tại { $current }).

# The review queue in the puzzle list.
list-review = Cần ôn: { $due } câu hôm nay, { $queued } câu trong danh sách.

# A strategy theme waits for its lesson, in the puzzle list: `after lesson 14`.
after-lesson = sau bài { $number }

# A strategy theme waits for lesson `number`, called `title`, before a
# session that mixes themes serves it; chosen by name it is served at once.
theme-waits-for-lesson = Chế độ tính điểm và chế độ chuỗi chỉ đưa ra các câu đố này sau khi bạn học xong bài { $number } · { $title }. Chọn ở đây thì bắt đầu ngay.

# The glossary's heading: how many words it explains.
glossary-title = Bảng thuật ngữ: { $terms } từ của trò chơi, mỗi từ kèm bài học dạy từ đó.

# Under a glossary word: the lesson that teaches it, `number` in the course.
glossary-taught-in = Được dạy ở bài { $number } · { $title }.

# What a command does in a trainer session, for its help.
# (Command::Lesson(LessonCommand::Next) | Command::Game(GameCommand::Next))
puzzle-command-help-lesson-next-game-next = câu đố tiếp theo, khi câu này đã xong (hoặc một dòng trống)

# What a command does in a trainer session, for its help.
# (Command::Lesson(LessonCommand::Back) | Command::Game(GameCommand::Back))
puzzle-command-help-lesson-back-game-back = (không dùng trong câu đố)

# What a command does in a trainer session, for its help.
# (Command::Lesson(LessonCommand::Retry))
puzzle-command-help-lesson-retry = (không dùng trong câu đố)

# What a command does in a trainer session, for its help.
# (Command::Lesson(LessonCommand::Skip))
puzzle-command-help-lesson-skip = bỏ câu đố này, sang câu tiếp theo

# What a command does in a trainer session, for its help.
# (Command::Lesson(LessonCommand::Hint))
puzzle-command-help-lesson-hint = gợi ý: trước là ý tưởng, sau là chỗ cần nhìn

# What a command does in a trainer session, for its help.
# (Command::Lesson(LessonCommand::Reveal))
puzzle-command-help-lesson-reveal = xem đáp án và diễn biến của nó

# What a command does in a trainer session, for its help.
# (Command::Help)
puzzle-command-help-help = danh sách này

# What a command does in a trainer session, for its help.
# (Command::Quit)
puzzle-command-help-quit = thoát (tiến độ của bạn được lưu)

# What a command does in a trainer session, for its help.
# (Command::Game(_))
puzzle-command-help-game = (không dùng trong câu đố)

# What a session command does, for the help.
# (Command::Lesson(LessonCommand::Next) | Command::Game(GameCommand::Next))
command-help-lesson-next-game-next = tiếp tục (hoặc một dòng trống)

# What a session command does, for the help.
# (Command::Lesson(LessonCommand::Back) | Command::Game(GameCommand::Back))
command-help-lesson-back-game-back = lùi lại một bước

# What a session command does, for the help.
# (Command::Lesson(LessonCommand::Retry))
command-help-lesson-retry = thử lại bước này

# What a session command does, for the help.
# (Command::Lesson(LessonCommand::Skip))
command-help-lesson-skip = bỏ qua bước này

# What a session command does, for the help.
# (Command::Lesson(LessonCommand::Hint))
command-help-lesson-hint = gợi ý

# What a session command does, for the help.
# (Command::Lesson(LessonCommand::Reveal))
command-help-lesson-reveal = xem đáp án

# What a session command does, for the help.
# (Command::Game(GameCommand::Undo))
command-help-game-undo = rút lại nước vừa đi (khi đấu với máy, rút cả nước đáp của máy)

# What a session command does, for the help.
# (Command::Game(GameCommand::Redo))
command-help-game-redo = khôi phục những nước vừa rút

# What a session command does, for the help.
# (Command::Game(GameCommand::Explain))
command-help-game-explain = giải thích nước vừa đi: những đường nó kẹp

# What a session command does, for the help.
# (Command::Game(GameCommand::Dots))
command-help-game-dots = hiện hoặc ẩn các nước hợp lệ (*)

# What a session command does, for the help.
# (Command::Game(GameCommand::Save))
command-help-game-save = lưu biên bản ván: lưu TỆP, hoặc tệp --save, hoặc một tệp mới trong thư mục games của thư mục dữ liệu

# What a session command does, for the help.
# (Command::Game(GameCommand::Load))
command-help-game-load = mở biên bản ván: mở TỆP

# What a session command does, for the help.
# (Command::Game(GameCommand::NewGame))
command-help-game-new-game = bắt đầu ván tiếp theo (hai bên đổi màu, trừ khi có --no-swap)

# What a session command does, for the help.
# (Command::Game(GameCommand::Replay))
command-help-game-replay = đi qua từng nước của ván đã xong (gõ lần nữa để dừng)

# What a session command does, for the help.
# (Command::Game(GameCommand::Review))
command-help-game-review = chấm từng nước của ván và liệt kê những nước thiệt nhất

# What a session command does, for the help.
# (Command::Help)
command-help-help = danh sách này

# What a session command does, for the help.
# (Command::Quit)
command-help-quit = thoát

# What `next` and `back` do in a game: step a replay (true: next).
# (when forward)
replay-step-help-forward = khi xem lại: nước tiếp theo (cũng là một dòng trống)

# What `next` and `back` do in a game: step a replay (true: next).
# (otherwise)
replay-step-help-not-forward = khi xem lại: nước trước đó

# The heading of the help.
commands-heading = Các lệnh:

# The home menu's entry for the course.
menu-lessons = Bài học

# The home menu's entry for the settings.
menu-settings = Cài đặt

# The home menu's entry for the glossary.
menu-glossary = Thuật ngữ

# The home menu's entry for the keys.
menu-help = Trợ giúp

# The home menu's entry that leaves.
menu-quit = Thoát

# How many lessons are finished: `7 of 21 done`.
lessons-done = Đã xong { $done }/{ $total }

# Where the learner stopped: `Continue: 8 · No chain reaction (step 3)`.
continue-at = Học tiếp: { $number } · { $title } (bước { $step })

# Every lesson finished.
all-done = Đã học xong mọi bài: mở bài bất kỳ để học lại.

# A setting switched on or off.
# (when on)
on-off-on = bật

# A setting switched on or off.
# (otherwise)
on-off-not-on = tắt

# Keys that move the cursor on the board.
act-move-cursor = di chuyển con trỏ

# Typing a square (`d3`) puts the cursor on it.
act-type-square = gõ tên ô (d3) để đưa con trỏ tới đó

# The key that plays the square under the cursor.
act-play = đi

# The key that marks or unmarks the square under the cursor.
act-pick = đánh dấu ô

# The key that gives the squares marked as the answer.
act-answer = trả lời

# The key that passes.
act-pass = bỏ lượt

# A click on a square.
act-click = bấm chuột vào ô để đi vào ô đó (hoặc đánh dấu)

# How the key lists name the mouse, in the column of keys.
mouse-key = chuột

# Keys that choose an answer by its number.
act-number = chọn câu trả lời theo số

# The key that goes back to the list of lessons.
act-lessons = danh sách bài

# Keys that move through a list.
act-choose = chọn

# The key that opens the entry chosen.
act-open = mở

# The glossary's key that opens the lesson teaching the word at the top.
act-open-term-lesson = mở bài học dạy từ ở trên cùng

# Keys that change the setting chosen.
act-change = đổi

# The key that goes back to the screen before.
act-back = quay lại

# The key that closes the key list.
act-close = đóng

# The keys that scroll the key list.
act-scroll = cuộn

# The window is too small for the screen: `Make the window larger (needs 40×14, now 20×8).`
too-small = Hãy mở cửa sổ lớn hơn (cần { $need_w }×{ $need_h }, hiện { $w }×{ $h }).

# The squares the learner has marked so far.
your-squares = Các ô bạn chọn: { $squares }

# The home menu's entry for the classroom demo.
menu-demo = Trình chiếu cho lớp

# What the classroom demo's chooser offers.
demo-choose = Cho cả lớp xem một bài học từng bước, hoặc một ván từng nước: chọn bài học, hoặc gõ biên bản ván (f5d6c3...) rồi nhấn { $open }.

# The chooser's row for a game record, with what has been typed: `Game record: f5d6c3`.
demo-record = Biên bản ván: { $record }

# A task whose answer is hidden until the presenter shows it: the class guesses first.
demo-guess-first = Hãy đoán trước: đáp án sẽ hiện sau.

# Forward on the last step of a lesson or the last move of a game.
demo-at-end = Hết rồi: ← để lùi lại.

# The classroom demo and the sandbox draw on a terminal, and the output is not one.
demo-needs-terminal = chế độ trình chiếu và bàn tự do cần một terminal: đầu ra không phải terminal

# The sandbox's name: a board to set up any position on.
sandbox-name = Bàn tự do

# The chooser's row that opens the sandbox.
sandbox-row = Bàn tự do: xếp thế cờ bất kỳ

# A position with a centre square empty, which no game reaches.
unreached-centre = Không ván thật nào đi tới thế cờ này: ván nào cũng bắt đầu với quân ở d4, e4, d5 và e5, và quân không bao giờ bị nhấc khỏi bàn (đang trống: { $empty }).

# A position with discs not joined to the others, which no game reaches.
unreached-apart = Không ván thật nào đi tới thế cờ này: quân nào cũng được đặt sát một quân khác, nên quân ở { $discs } không thể đứng tách riêng.

# Where the sandbox's export was written.
exported-to = Đã xuất ra { $path }, kèm hình bàn cờ bên cạnh (.svg): dán bảng này vào một bước của bài học (trong tệp câu đố, bảng có tên [puzzle.position]).

# The sandbox's export could not be written to a file, and why.
export-not-written = Chưa ghi được ra tệp ({ $why }): hãy chép bảng trên màn hình.

# The sandbox's export was not written to a file: there is no data folder.
export-no-folder = Chưa ghi ra tệp: không có thư mục dữ liệu (xem --data-dir); hãy chép bảng trên màn hình.

# What the line below it holds: the board string of the position, for `--position`.
board-string-label = Chuỗi bàn cờ (cho --position):

# Under a board string cut into lines to fit the window: it is one string.
board-string-cut = Đây là một chuỗi liền, được ngắt dòng cho vừa cửa sổ: khi gõ, hãy bỏ chỗ ngắt.

# The key that switches auto-advance on and off.
act-auto = tự chạy bật / tắt

# The keys that make auto-advance wait longer or shorter.
act-delay = tự chạy chờ lâu hơn / ngắn hơn

# The key that opens the position shown in the sandbox.
act-sandbox = mở thế cờ này trong bàn tự do

# Space or a click: the square under the cursor turns empty, black, white in turn.
act-cycle = lần lượt trống, đen, trắng

# The key that changes the side to move.
act-side = đổi bên đến lượt đi

# The key that exports the position.
act-export = xuất: sơ đồ và chuỗi bàn cờ, kèm ghi ra tệp

# The key that empties the whole board.
act-clear = dọn trống cả bàn

# The key that sets up the start position.
act-start-position = thế cờ ban đầu

# The key that undoes the sandbox's last change.
act-undo-change = hoàn tác thay đổi vừa rồi

# `key` pressed once would empty the board: again, and it does; `undo` undoes it.
sandbox-confirm-clear = Nhấn { $key } lần nữa để dọn trống cả bàn; { $undo } để hoàn tác.

# `key` pressed once would set up the start position: again, and it does.
sandbox-confirm-start = Nhấn { $key } lần nữa để đặt thế cờ ban đầu; { $undo } để hoàn tác.

# The sandbox's last change was undone.
sandbox-undone = Đã hoàn tác thay đổi vừa rồi.

# The sandbox has no change to undo.
sandbox-nothing-to-undo = Không có thay đổi nào để hoàn tác.

# Typing a game record on the chooser.
act-type-record = gõ biên bản ván

# Auto-advance, as one short word on the key bar.
key-auto = tự chạy

# The delay of auto-advance, as one short word on the key bar.
key-delay = thời gian chờ

# The side to move, as a short word on the key bar.
key-side = bên đi

# An empty square, as one short word on the key bar.
key-empty = trống

# Export, as one short word on the key bar.
key-export = xuất

# The output is not a terminal, so a lesson or the puzzles run in plain text.
not-a-terminal = đầu ra không phải terminal: chạy ở dạng văn bản thường thay cho giao diện toàn màn hình

# The home menu's entry for the puzzle trainer.
menu-puzzles = Câu đố

# A mode of the puzzle menu, in a few words.
# (Mode::Theme)
puzzle-mode-name-theme = Mọi chủ đề, lần lượt từng chủ đề

# A mode of the puzzle menu, in a few words.
# (Mode::Rated)
puzzle-mode-name-rated = Tính điểm: gần điểm của bạn

# A mode of the puzzle menu, in a few words.
# (Mode::Streak)
puzzle-mode-name-streak = Chuỗi: sai một lần là hết chuỗi

# A mode of the puzzle menu, in a few words.
# (Mode::Review)
puzzle-mode-name-review = Ôn lại: các câu bạn đã giải sai

# A mode of the puzzle menu, in a few words.
# (Mode::Retry)
puzzle-mode-name-retry = Thử lại các câu sai hôm nay

# A puzzle theme's name on the puzzle menu, in a few words.
# (ThemeKind::LegalMove)
theme-title-legal-move = Tìm nước hợp lệ

# A puzzle theme's name on the puzzle menu, in a few words.
# (ThemeKind::PredictFlips)
theme-title-predict-flips = Kể tên các quân bị lật

# A puzzle theme's name on the puzzle menu, in a few words.
# (ThemeKind::MaxFlips)
theme-title-max-flips = Lật nhiều quân nhất

# A puzzle theme's name on the puzzle menu, in a few words.
# (ThemeKind::Directions)
theme-title-directions = Kẹp theo nhiều hướng

# A puzzle theme's name on the puzzle menu, in a few words.
# (ThemeKind::ForcePass)
theme-title-force-pass = Buộc đối thủ bỏ lượt

# A puzzle theme's name on the puzzle menu, in a few words.
# (ThemeKind::Wipeout)
theme-title-wipeout = Lật hết quân đối thủ

# A puzzle theme's name on the puzzle menu, in a few words.
# (ThemeKind::EndNow)
theme-title-end-now = Kết thúc ván ngay

# A puzzle theme's name on the puzzle menu, in a few words.
# (ThemeKind::Corner)
theme-title-corner = Chiếm góc

# A puzzle theme's name on the puzzle menu, in a few words.
# (ThemeKind::AvoidXSquare)
theme-title-avoid-xsquare = Không nhường góc

# A puzzle theme's name on the puzzle menu, in a few words.
# (ThemeKind::Stable)
theme-title-stable = Tạo quân ổn định

# A puzzle theme's name on the puzzle menu, in a few words.
# (ThemeKind::FewerIsMore)
theme-title-fewer-is-more = Ít mà hơn: đừng tham

# A puzzle theme's name on the puzzle menu, in a few words.
# (ThemeKind::MinMobility)
theme-title-min-mobility = Để đối thủ ít nước nhất

# A puzzle theme's name on the puzzle menu, in a few words.
# (ThemeKind::QuietMove)
theme-title-quiet-move = Đi nước yên lặng

# A puzzle theme's name on the puzzle menu, in a few words.
# (ThemeKind::EndgameWin)
theme-title-endgame-win = Tàn cuộc: thắng

# A puzzle theme's name on the puzzle menu, in a few words.
# (ThemeKind::EndgameBest)
theme-title-endgame-best = Tàn cuộc: điểm tốt nhất

# A puzzle theme's name on the puzzle menu, in a few words.
# (ThemeKind::Opening)
theme-title-opening = Khai cuộc: nước tiếp theo

# What a session command's key does on the puzzle screen of the full-screen tutor, for its key list.
# (Command::Lesson(LessonCommand::Next) | Command::Game(GameCommand::Next))
puzzle-key-help-lesson-next-game-next = câu đố tiếp theo, khi câu này đã xong

# What a session command's key does on the puzzle screen of the full-screen tutor, for its key list.
# (Command::Lesson(LessonCommand::Back) | Command::Game(GameCommand::Back) | Command::Lesson(LessonCommand::Retry))
puzzle-key-help-lesson-back-game-back-lesson-retry = câu đố không quay lại được: máy chỉ cách bỏ qua

# What a session command's key does on the puzzle screen of the full-screen tutor, for its key list.
# (Command::Lesson(LessonCommand::Skip))
puzzle-key-help-lesson-skip = bỏ câu này, sang câu tiếp theo

# What a session command's key does on the puzzle screen of the full-screen tutor, for its key list.
# (Command::Lesson(LessonCommand::Hint))
puzzle-key-help-lesson-hint = gợi ý: trước là ý tưởng, sau là chỗ cần nhìn

# What a session command's key does on the puzzle screen of the full-screen tutor, for its key list.
# (Command::Lesson(LessonCommand::Reveal))
puzzle-key-help-lesson-reveal = xem đáp án và đi lại đường đi của nó

# What a session command's key does on the puzzle screen of the full-screen tutor, for its key list.
# (Command::Help)
puzzle-key-help-help = danh sách phím này

# What a session command's key does on the puzzle screen of the full-screen tutor, for its key list.
# (Command::Quit)
puzzle-key-help-quit = thoát, tiến độ của bạn được lưu

# What a session command's key does on the puzzle screen of the full-screen tutor, for its key list.
# (Command::Game(_))
puzzle-key-help-game = (không dùng trong câu đố)

# The key that goes back to the puzzle menu.
act-puzzles = các câu đố

# The key that opens the rules quiz.
act-quiz = trắc nghiệm luật

# The keys that play an answer's best line forward and back, on the key bar.
act-line = đường đi hay nhất

# The keys that play an answer's best line forward and back, for the key list.
act-line-help = đi tiếp hoặc lùi lại trên đường đi hay nhất, từng nước một

# Where the board stands in an endgame's best line: `Best line, move 2 of 9.`
line-step = Đường đi hay nhất, nước { $at }/{ $moves }.

# Going on from a puzzle still open, with the keys that help.
puzzle-waits-keys = Câu đố này đang chờ nước đi của bạn ({ $hint } gợi ý, { $reveal } đáp án, { $skip } bỏ qua).

# A hint asked for after the last one, with the key that shows the answer.
last-hint-key = Đó là gợi ý cuối cùng: { $reveal } để xem đáp án.

# Back in a puzzle, with the key that skips it.
no-back-key = Câu đố không có lùi lại: { $skip } để sang câu tiếp theo.

# Enter on a step or puzzle that asks for squares, with none marked yet.
mark-first = Chưa đánh dấu ô nào: đánh dấu từng ô bằng { $mark } hoặc bấm chuột, rồi nhấn { $answer }.

# Next on a lesson step that waits for its answer, with the keys of a hint
# and of a skip.
step-waits-keys = Bước này đang chờ câu trả lời của bạn ({ $hint } gợi ý, { $skip } bỏ qua).

# What to do at a predict-flips puzzle in the full-screen tutor: mark the discs, then answer (`mark` and `answer` are the keys).
prompt-mark-flips = Đánh dấu mọi quân sẽ bị lật khi đi { $square } ({ $mark } hoặc bấm chuột vào từng quân), rồi nhấn { $answer }.

# The full-screen prompt of a step that asks for every legal move: mark
# each with `mark` (or a click), then answer with `answer`.
prompt-mark-moves = Đánh dấu mọi nước hợp lệ ({ $mark } hoặc bấm chuột vào từng ô), rồi nhấn { $answer }.

# The full-screen prompt of a step that asks for a move or a pass: `key` passes.
prompt-pass-keys = Đi một nước, hoặc nhấn { $key } để bỏ lượt nếu { $player ->
        [black] đen
       *[white] trắng
    } không còn nước hợp lệ.

# The full-screen prompt of a step that asks who won: press the number
# of the answer listed.
prompt-outcome-keys = Ai thắng? Nhấn số của câu trả lời.

# Where the teacher's lesson folders were named (`source`: a variable or a file).
lesson-folders-from = bài học của bạn được đọc từ { $folders } (ghi trong { $source })

# Where the teacher's puzzle folders were named (`source`: a variable or a file).
puzzle-folders-from = câu đố của bạn được đọc từ { $folders } (ghi trong { $source })

# The config file cannot be used (`why` says where and why): its folders are left out.
config-not-used = { $why }. Các thư mục trong tệp này không được dùng cho đến khi tệp được sửa.

# The built-in course was written to `dir`, with how to check and use it.
course-exported = Đã ghi { $lessons } tệp bài học và { $puzzles } tệp câu đố, kèm README, vào { $dir }. Kiểm tra bằng `reversi-tutor check { $dir }`. Dùng chúng với --lessons-dir { $dir }/lessons --puzzles-dir { $dir }/puzzles, hoặc ghi các thư mục đó trong tệp cấu hình.

# A folder to write into holds files already.
folder-not-empty = { $dir } không trống: hãy chọn một thư mục trống, hoặc thêm --force để ghi đè các tệp trong đó.

# A file to write exists already.
file-exists = { $file } đã có: hãy chọn tên khác, hoặc thêm --force.

# A new lesson file was written, with what to do next.
lesson-written = Đã ghi bài học `{ $id }` vào { $file }. Hãy viết các bước của bạn, chạy `reversi-tutor check { $file }`, rồi thử bằng `reversi-tutor lesson { $file }`.

# An id that a lesson cannot have.
bad-lesson-id = `{ $id }` không thể là id của bài học: hãy dùng chữ thường a-z, chữ số và dấu gạch nối, như first-move

# A file could not be written (`why` is the system's reason).
cannot-write = không ghi được { $file }: { $why }

# A first try at a teacher's puzzle, which does not move the rating.
not-rated-teachers = Không tính điểm: câu đố này là của thầy cô bạn.

# `puzzles --set` of a folder or file without a puzzle to serve.
no-puzzles-in-set = { $set } không có câu đố nào để đưa ra: hãy kiểm tra bằng `reversi-tutor check { $set }`

# `puzzles generate --out FILE` of a file that exists, without --merge or --force.
generated-file-exists = { $file } đã có và được giữ nguyên: thêm --merge để thêm các câu đố mới vào cuối tệp (mọi dòng đã có được giữ lại), hoặc --force để ghi đè.

# A picture's file named with another extension than .svg or .png.
picture-format = { $file }: hãy đặt tên hình là FILE.svg (hình vẽ, để in) hoặc FILE.png (điểm ảnh, để trình chiếu)

# No picture of an illegal move (`why` says why it is illegal).
no-picture = { $why } Không có hình nào được ghi.

# `man --out DIR` wrote `pages` manual pages into `dir`.
man-pages-written = Đã ghi { $pages } trang hướng dẫn vào { $dir } (đọc một trang bằng: man -l { $dir }/reversi-tutor.1).

# The label of the space where a pupil writes an answer.
sheet-answer = Trả lời:

# The heading of the answer key, on its own page.
sheet-answers-heading = Đáp án

# A puzzle's heading on a worksheet: `Puzzle 3`.
sheet-puzzle = Câu đố { $number }

# The title of a worksheet of puzzles; `name` is a theme's title or a folder.
sheet-puzzles-title = Câu đố: { $name }

# What to write at a task asking for one move of `player`.
sheet-play = Viết ô của nước đi của { $player ->
        [black] đen
       *[white] trắng
    }.

# What to write at a task asking for any legal move of `player`.
sheet-any-legal = Viết một nước hợp lệ của { $player ->
        [black] đen
       *[white] trắng
    }.

# What to write at a task asking for every legal move of `player`.
sheet-all-legal = Viết tất cả các nước hợp lệ của { $player ->
        [black] đen
       *[white] trắng
    }, hoặc khoanh tròn chúng trên bàn cờ.

# What to write at a task asking which discs `square` flips.
sheet-predict-flips = Viết tất cả các quân mà { $square } sẽ lật, hoặc khoanh tròn chúng trên bàn cờ.

# What to write at a task asking for a move of `player`, or a pass.
sheet-pass = Viết nước đi của { $player ->
        [black] đen
       *[white] trắng
    }, hoặc viết bỏ lượt nếu { $player ->
        [black] đen
       *[white] trắng
    } không có nước hợp lệ nào.

# What to do at a task asking who won: tick a box, write the count.
sheet-outcome = Ai thắng? Đánh dấu ✓ vào một lựa chọn, rồi viết số quân của mỗi bên.

# The box to tick for a draw, beside those for black and white.
sheet-draw = Hòa

# What to do at a multiple-choice task: tick one box.
sheet-choice = Đánh dấu ✓ vào một lựa chọn.

# What to write at a task asking for a square that is not played.
sheet-find-square = Viết ô đó.

# A step that is a game against the computer, which paper cannot hold.
sheet-game = Bước này là một ván đấu với máy: hãy chơi trong reversi-tutor.

# The answer key of such a step: none.
sheet-game-answer = Một ván đấu với máy: mọi nước đi đều do học sinh tự đi.

# `print --out FILE` of a file not named .html.
sheet-format = { $file }: phiếu bài tập là một trang web: hãy đặt tên là FILE.html

# The worksheet was written to `file`, with how to print it.
sheet-written = Đã ghi { $file }: hãy mở bằng trình duyệt web rồi in ra.

# `print --puzzles NAME` where NAME is neither a theme nor a puzzle folder or file.
sheet-no-puzzles = `{ $name }` không phải chủ đề câu đố, cũng không phải thư mục hay tệp câu đố; các chủ đề là: { $themes }

# `black wins` / `hitam menang` / `đen thắng`, or `a draw` / `seri` / `hòa`.
# (Some(c))
verdict-some = { $c ->
        [black] đen
       *[white] trắng
    } thắng

# `black wins` / `hitam menang` / `đen thắng`, or `a draw` / `seri` / `hòa`.
# (None)
verdict-none = hòa

# How many legal moves the side to move has: `Black to move: 4 legal moves.`
legal-move-count = Lượt { $player ->
        [black] đen
       *[white] trắng
    }: { $n } nước hợp lệ.

# One move of a replay: `Move 5 of 60: black d3.`
# (Move::Play(square))
replay-move-play = Nước { $index }/{ $total }: { $player ->
        [black] đen
       *[white] trắng
    } đi { $square }.

# One move of a replay: `Move 5 of 60: black d3.`
# (Move::Pass)
replay-move-pass = Nước { $index }/{ $total }: { $player ->
        [black] đen
       *[white] trắng
    } bỏ lượt.

# Why a move lost, compared with the better move.
# (Reason::CornerGivenAway { corner })
review-reason-corner-given-away = Nước này để { $opponent ->
        [black] đen
       *[white] trắng
    } chiếm góc { $corner }; sau { $better }, { $opponent ->
        [black] đen
       *[white] trắng
    } không chiếm được.

# Why a move lost, compared with the better move.
# (Reason::BesideEmptyCorner { corner })
review-reason-beside-empty-corner = Nước này đặt quân sát góc trống { $corner }, góc mà { $opponent ->
        [black] đen
       *[white] trắng
    } có thể chiếm sau đó.

# Why a move lost, compared with the better move.
# (Reason::MobilityLost { theirs, after_better, })
review-reason-mobility-lost = Nước này để { $opponent ->
        [black] đen
       *[white] trắng
    } còn { $theirs } nước để chọn; { $better } chỉ để lại { $after_better }.

# Why a move lost, compared with the better move.
# (Reason::Parity { region, better_region, })
review-reason-parity = Chẵn lẻ: nước này đi vào một vùng { $region } ô trống, số chẵn; { $better } đi vào vùng { $better_region } ô, số lẻ, nơi nước cuối cùng thường có lợi.

# The prompt of a person's turn on the game screen; `yours`: against the computer.
# (when yours)
prompt-move-keys-yours = Nước của bạn (quân { $player ->
        [black] đen
       *[white] trắng
    }): gõ một ô rồi nhấn { $play }, hoặc bấm chuột vào ô đó.

# The prompt of a person's turn on the game screen; `yours`: against the computer.
# (otherwise)
prompt-move-keys-not-yours = Lượt { $player ->
        [black] đen
       *[white] trắng
    }: gõ một ô rồi nhấn { $play }, hoặc bấm chuột vào ô đó.

# A pass refused, without naming the moves: `Black may not pass: ...`.
pass-refused-count = { $player ->
        [black] Đen
       *[white] Trắng
    } không được bỏ lượt: trên bàn vẫn còn { $moves } nước hợp lệ, mà còn nước thì phải đi.

# How many legal moves an answer left out (a nudge: not which).
missing-legal-count = Còn thiếu { $n } nước hợp lệ.

# How many flipped discs an answer left out (a nudge: not which).
missing-flip-count = Còn { $n } quân nữa cũng lật.

# The game is over, seen from the learner: `won` (`None`: a draw).
# (Some(true))
game-you-won-some = Bạn đã thắng ván đầu tiên!

# The game is over, seen from the learner: `won` (`None`: a draw).
# (Some(false))
game-you-won-some-x = Lần này bạn thua. Ván nào cũng dạy ta điều gì đó.

# The game is over, seen from the learner: `won` (`None`: a draw).
# (None)
game-you-won-none = Hòa: số quân bằng nhau.

# A move that flips fewer than the most: `d3 flips 2 discs; another move flips 4.`
flips-fewer = { $square } lật { $flips } quân; có nước khác lật được { $most }.

# After a move meant to wipe the opponent out, the opponent keeps discs.
opponent-keeps = Sau { $square }, { $opponent ->
        [black] đen
       *[white] trắng
    } vẫn còn { $discs } quân.

# After a right `quiet-move` answer: every flipped disc touches no empty square.
# (1)
goal-met-quiet-1 = Quân bạn vừa lật, { $flipped }, giờ không chạm ô trống nào: đó là một nước yên lặng.

# After a right `quiet-move` answer: every flipped disc touches no empty square.
# (_)
goal-met-quiet-other = Các quân bạn vừa lật, { $flipped }, giờ không chạm ô trống nào: đó là một nước yên lặng.

# The final count when the empty squares go to the winner (tournament
# scoring): `... Black 64, white 0, with the 51 empty squares counted for black: black wins.`
final-count-to-winner = { game-over } Đen { $black }, trắng { $white }, tính cả { $empty } ô trống cho bên { $winner ->
        [black] đen
       *[white] trắng
    }: { $verdict }.

# Why the game ended: the board is full, neither side can move, or a wipe-out.
# (EndReason::BoardFull)
game-ended-board-full = Ván đã kết thúc: bàn đã kín.

# Why the game ended: the board is full, neither side can move, or a wipe-out.
# (EndReason::NoMoves)
game-ended-no-moves = Ván đã kết thúc: cả hai bên đều không đi được, dù vẫn còn ô trống.

# Why the game ended: the board is full, neither side can move, or a wipe-out.
# (EndReason::WipeOut { wiped })
game-ended-wipe-out = Ván đã kết thúc: quân { $wiped ->
        [black] đen
       *[white] trắng
    } đã bị lật sạch, không còn quân nào.

# The turn timer and what happens when it runs out (for the help).
# (Some(s))
timer-rule-some = Giới hạn thời gian: { $s } giây mỗi nước; hết giờ cho một nước thì máy đi thay người chơi một nước hợp lệ ngẫu nhiên.

# The turn timer and what happens when it runs out (for the help).
# (None)
timer-rule-none = Không giới hạn thời gian (play --timer 30 hoặc --timer 60 để đặt; hết giờ cho một nước thì máy đi thay người chơi một nước hợp lệ ngẫu nhiên).

# What a move kept and what was possible (final disc differences, from the
# mover's side; `exact`: by the solver, else estimates).
# (when exact)
review-loss-exact = Nước này giữ { $kept }, trong khi { $better } đạt được { $best }: mất { $discs }.

# What a move kept and what was possible (final disc differences, from the
# mover's side; `exact`: by the solver, else estimates).
# (otherwise)
review-loss-not-exact = Nước này giữ khoảng { $kept }, trong khi { $better } đạt được khoảng { $best }: mất khoảng { $discs }.

# One graded move in the review screen's list: its number, who played where, what it lost.
# (when exact)
review-row-exact = { $number }. { $player ->
        [black] đen
       *[white] trắng
    } { $played }: mất { $lost } quân

# One graded move in the review screen's list: its number, who played where, what it lost.
# (otherwise)
review-row-not-exact = { $number }. { $player ->
        [black] đen
       *[white] trắng
    } { $played }: mất khoảng { $lost } quân

# A move on a square that already holds a disc.
occupied = { $square } không còn trống: đã có quân { $owner ->
        [black] đen
       *[white] trắng
    } ở đó. Chỉ được đặt quân vào ô trống.

# The end of a lesson or quiz: `count` of its tasks (at least one) come
# back the next day in the review queue.
tasks-queued = { $count } bài tập bạn làm sai sẽ quay lại vào ngày mai, trong hàng chờ ôn tập bên cạnh các câu đố.

# The learner's rating on the status line, with the last change: `rating 1562 (+62)`.
# (Some(change))
rating-now-some = điểm { $rating } ({ $change })

# The learner's rating on the status line, with the last change: `rating 1562 (+62)`.
# (None)
rating-now-none = điểm { $rating }

# A move meant to give the opponent no corner that gives one: at once
# (`first` is `None`), or after the opponent's `first` move (a pass when
# it has none), whatever the mover answers.
# (None)
gives-corner-none = Sau nước { $square }, { $opponent ->
        [black] đen
       *[white] trắng
    } có thể chiếm góc { $corners }.

# A move meant to give the opponent no corner that gives one: at once
# (`first` is `None`), or after the opponent's `first` move (a pass when
# it has none), whatever the mover answers.
# (Some(Move::Pass))
gives-corner-some-pass = Sau nước { $square }, { $opponent ->
        [black] đen
       *[white] trắng
    } phải bỏ lượt, nhưng dù { $opponent_opposite ->
        [black] đen
       *[white] trắng
    } đi nước nào tiếp theo, sau đó { $opponent ->
        [black] đen
       *[white] trắng
    } vẫn chiếm được góc { $corners }.

# A move meant to give the opponent no corner that gives one: at once
# (`first` is `None`), or after the opponent's `first` move (a pass when
# it has none), whatever the mover answers.
# (Some(Move::Play(first)))
gives-corner-some-play = Sau nước { $square }, { $opponent ->
        [black] đen
       *[white] trắng
    } có thể đi { $first }; dù { $opponent_opposite ->
        [black] đen
       *[white] trắng
    } đáp thế nào, sau đó { $opponent ->
        [black] đen
       *[white] trắng
    } vẫn chiếm được góc { $corners }.

# The rows of the play setup, in screen order (`app::SetupRow::ALL`).
setup-names =
    Đối thủ
    Cấp
    Quân của bạn
    Chấm nước hợp lệ
    Giới hạn thời gian
    Đổi màu quân sau mỗi ván

# The marks of the review screen's board: the move played, a better move.
review-marks =
    đã đi
    nước tốt hơn

# Words that mean a pass in this language.
pass-words =
    bỏ lượt
    bo luot

# Words that may follow a colour in this language: `black wins`, `hitam menang`.
win-words =
    thắng
    thang

# The words of a session command in this language, long forms (the short
# forms `n`, `b`, ... are the same in every language).
# (Command::Lesson(LessonCommand::Next) | Command::Game(GameCommand::Next))
command-words-lesson-next-game-next =
    tiếp

# The words of a session command in this language, long forms (the short
# forms `n`, `b`, ... are the same in every language).
# (Command::Lesson(LessonCommand::Back) | Command::Game(GameCommand::Back))
command-words-lesson-back-game-back =
    lùi

# The words of a session command in this language, long forms (the short
# forms `n`, `b`, ... are the same in every language).
# (Command::Lesson(LessonCommand::Retry))
command-words-lesson-retry =
    thử lại

# The words of a session command in this language, long forms (the short
# forms `n`, `b`, ... are the same in every language).
# (Command::Lesson(LessonCommand::Skip))
command-words-lesson-skip =
    bỏ qua

# The words of a session command in this language, long forms (the short
# forms `n`, `b`, ... are the same in every language).
# (Command::Lesson(LessonCommand::Hint))
command-words-lesson-hint =
    gợi ý

# The words of a session command in this language, long forms (the short
# forms `n`, `b`, ... are the same in every language).
# (Command::Lesson(LessonCommand::Reveal))
command-words-lesson-reveal =
    đáp án

# The words of a session command in this language, long forms (the short
# forms `n`, `b`, ... are the same in every language).
# (Command::Game(GameCommand::Undo))
command-words-game-undo =
    đi lại

# The words of a session command in this language, long forms (the short
# forms `n`, `b`, ... are the same in every language).
# (Command::Game(GameCommand::Redo))
command-words-game-redo =
    làm lại

# The words of a session command in this language, long forms (the short
# forms `n`, `b`, ... are the same in every language).
# (Command::Game(GameCommand::Explain))
command-words-game-explain =
    giải thích

# The words of a session command in this language, long forms (the short
# forms `n`, `b`, ... are the same in every language).
# (Command::Game(GameCommand::Dots))
command-words-game-dots =
    chấm

# The words of a session command in this language, long forms (the short
# forms `n`, `b`, ... are the same in every language).
# (Command::Game(GameCommand::Save))
command-words-game-save =
    lưu

# The words of a session command in this language, long forms (the short
# forms `n`, `b`, ... are the same in every language).
# (Command::Game(GameCommand::Load))
command-words-game-load =
    mở

# The words of a session command in this language, long forms (the short
# forms `n`, `b`, ... are the same in every language).
# (Command::Game(GameCommand::NewGame))
command-words-game-new-game =
    mới

# The words of a session command in this language, long forms (the short
# forms `n`, `b`, ... are the same in every language).
# (Command::Game(GameCommand::Replay))
command-words-game-replay =
    xem lại

# The words of a session command in this language, long forms (the short
# forms `n`, `b`, ... are the same in every language).
# (Command::Game(GameCommand::Review))
command-words-game-review =
    nhận xét

# The words of a session command in this language, long forms (the short
# forms `n`, `b`, ... are the same in every language).
# (Command::Help)
command-words-help =
    trợ giúp

# The words of a session command in this language, long forms (the short
# forms `n`, `b`, ... are the same in every language).
# (Command::Quit)
command-words-quit =
    thoát

# The rows of the settings screen, in order: language, legal-move dots, discs, animation, colour theme.
setting-names =
    Ngôn ngữ
    Chấm nước hợp lệ
    Quân cờ
    Hiệu ứng lật quân
    Màu sắc

# The colour themes, in the order of the settings: default, high contrast, colour-blind safe, no colour.
theme-names =
    mặc định
    tương phản cao
    an toàn cho người mù màu
    không màu

# What the marks on the board mean, in order: placed, tried, flipped, closes the line, open run, stops the line, marked, legal move, chosen.
board-roles =
    vừa đặt
    đã thử
    bị lật
    khép đường
    dãy hở
    dừng ở đây
    đánh dấu
    nước hợp lệ
    bạn chọn

# The blanks at the top of a worksheet: name, class, date.
sheet-fields =
    Họ tên
    Lớp
    Ngày

# What one direction from the placed disc holds, seen from `player`'s side:
# discs in the order met walking out: `encloses white on e3, d3, closed by
# black on c3`.
# (LineOutcome::Edge)
line-edge = là mép bàn

# What one direction from the placed disc holds, seen from `player`'s side:
# discs in the order met walking out: `encloses white on e3, d3, closed by
# black on c3`.
# (LineOutcome::Empty)
line-empty = gặp ô trống { $square }

# What one direction from the placed disc holds, seen from `player`'s side:
# discs in the order met walking out: `encloses white on e3, d3, closed by
# black on c3`.
# (LineOutcome::OwnDiscFirst)
line-own-disc-first = gặp ngay quân { $player ->
        [black] đen
       *[white] trắng
    } của mình ở { $square }, nên không kẹp được gì

# What one direction from the placed disc holds, seen from `player`'s side:
# discs in the order met walking out: `encloses white on e3, d3, closed by
# black on c3`.
# (LineOutcome::Open, to an empty square)
line-open-to-empty = có quân { $opponent ->
        [black] đen
       *[white] trắng
    } ở { $squares }, rồi đến ô trống { $end }: đường còn hở

# What one direction from the placed disc holds, seen from `player`'s side:
# discs in the order met walking out: `encloses white on e3, d3, closed by
# black on c3`.
# (LineOutcome::Open, to the edge)
line-open-to-edge = có quân { $opponent ->
        [black] đen
       *[white] trắng
    } ở { $squares }, rồi đến mép bàn: đường còn hở

# What one direction from the placed disc holds, seen from `player`'s side:
# discs in the order met walking out: `encloses white on e3, d3, closed by
# black on c3`.
# (LineOutcome::Encloses)
line-encloses = kẹp quân { $opponent ->
        [black] đen
       *[white] trắng
    } ở { $squares }; quân { $player ->
        [black] đen
       *[white] trắng
    } ở { $closed_by } khép đường

# A direction as the learner sees it on screen: `down-left` / `kiri bawah` / `chéo xuống trái`.
# (Direction::Up)
direction-up = lên

# A direction as the learner sees it on screen: `down-left` / `kiri bawah` / `chéo xuống trái`.
# (Direction::Down)
direction-down = xuống

# A direction as the learner sees it on screen: `down-left` / `kiri bawah` / `chéo xuống trái`.
# (Direction::Left)
direction-left = sang trái

# A direction as the learner sees it on screen: `down-left` / `kiri bawah` / `chéo xuống trái`.
# (Direction::Right)
direction-right = sang phải

# A direction as the learner sees it on screen: `down-left` / `kiri bawah` / `chéo xuống trái`.
# (Direction::UpLeft)
direction-up-left = chéo lên trái

# A direction as the learner sees it on screen: `down-left` / `kiri bawah` / `chéo xuống trái`.
# (Direction::UpRight)
direction-up-right = chéo lên phải

# A direction as the learner sees it on screen: `down-left` / `kiri bawah` / `chéo xuống trái`.
# (Direction::DownLeft)
direction-down-left = chéo xuống trái

# A direction as the learner sees it on screen: `down-left` / `kiri bawah` / `chéo xuống trái`.
# (Direction::DownRight)
direction-down-right = chéo xuống phải

# A hint: how many legal moves there are.
hint-legal-count = Có { $n } nước hợp lệ.

# A hint: how many discs a move flips.
hint-flip-count = { $square } lật { $n } quân.

# A hint for a forced pass: look for any enclosing square.
hint-look-for-a-move = Thử từng ô trống cạnh quân { $opponent ->
        [black] đen
       *[white] trắng
    }: có ô nào kẹp được một đường không?

# A hint for a finished game: count.
hint-count = Đếm quân mỗi màu: bên nhiều quân hơn thắng, bằng nhau là hòa.

# The second hint, where the quarter would name it anyway: the square.
hint-square = hãy nhìn ô { $square }.

# The heading of a class assignment (`puzzles --set DIR`).
assignment-heading = Bộ câu đố: { $puzzles } câu đố theo thứ tự của thầy cô

# `puzzles generate --merge`: how many new puzzles were added to `file`.
generated-merged = đã thêm { $added } câu đố mới vào { $file }; các câu đố đã có được giữ nguyên như đã viết

## The classroom: a pupil logging in, the teacher's serving terminal, class games

# Greets `name` and asks for the class code (and the PIN, when the name has one).
login-hello = Chào { $name }. Hãy gõ mã lớp mà thầy cô đã cho em.

# Greets a new `name` with no SSH key: a PIN keeps the name theirs.
login-new-pin = Chào { $name }. Tên này còn mới ở đây. Hãy gõ mã lớp, rồi chọn một mã PIN: em gõ nó mỗi lần vào lớp với tên { $name }.

# The prompt for the class code.
prompt-class-code = Mã lớp:{ " " }

# The prompt for the pupil's PIN.
prompt-pin = Mã PIN của em:{ " " }

# The prompt for a new PIN (4 to 12 digits).
prompt-new-pin = Chọn mã PIN (từ 4 đến 12 chữ số):{ " " }

# The prompt for the new PIN typed a second time.
prompt-pin-again = Gõ lại đúng mã PIN đó:{ " " }

# The class code typed is wrong.
wrong-class-code = Đó không phải mã lớp. Hãy thử lại.

# The PIN typed is wrong.
wrong-pin = Mã PIN đó sai. Hãy thử lại.

# The new PIN is not 4 to 12 digits, or the two differ.
pin-rules = Mã PIN có từ 4 đến 12 chữ số, gõ giống nhau hai lần. Hãy thử lại.

# `name` is bound to an SSH key that was not offered.
name-has-key = Tên { $name } chỉ mở được bằng khóa SSH của chính nó. Hãy vào lớp từ máy của em, hoặc hỏi thầy cô.

# `name` is already connected.
name-online = { $name } đang kết nối rồi. Hãy đóng cửa sổ kia trước, hoặc hỏi thầy cô.

# The user name is not a pupil's name.
bad-name = Hãy vào lớp bằng tên của em: chữ cái, chữ số, - và _, tối đa 32 ký tự (ssh ani@...).

# Too many wrong tries, from this connection or this computer.
too-many-tries = Em đã thử sai quá nhiều lần. Hãy đợi vài phút rồi thử lại.

# The name's login file cannot be read: only the teacher can help.
login-broken = Không đọc được thông tin đăng nhập của { $name }. Hãy hỏi thầy cô.

# A command, a shell without a terminal or a file transfer was asked for:
# the server shows only the tutor; `command` is how to log in.
only-the-tutor = Máy chủ này chỉ mở chương trình học, trong một cửa sổ dòng lệnh. Hãy vào lớp bằng: { $command }

# The class was stopped by the teacher, after the pupil's screen closed.
class-ended = Lớp học đã kết thúc. Tiến độ của em đã được lưu.

# The class folder, made just now.
class-folder-new = Thư mục lớp (mới): { $dir }

# The class folder, already there.
class-folder = Thư mục lớp: { $dir }

# The class code.
class-code = Mã lớp: { $code }

# Over the commands pupils type.
pupils-type = Học sinh gõ (TÊN là tên riêng của mỗi em):

# No address of this machine could be listed.
no-address = (không tìm thấy địa chỉ mạng: hãy chọn một địa chỉ bằng --bind)

# The host key's fingerprint, which `ssh` shows at a pupil's first login.
host-fingerprint = Khóa của máy chủ (ssh hiện nó ở lần vào lớp đầu tiên): { $fingerprint }

# How to stop the class.
stop-with-ctrl-c = Ctrl-C dừng lớp học. Tiến độ của mọi học sinh đều được lưu.

# Who is connected now, and where each one is (a line each follows).
online-now = { $count ->
        [0] Chưa có học sinh nào kết nối.
       *[other] { $count } học sinh đang kết nối:
    }

# The class has stopped, with every pupil's progress saved.
class-stopped = Lớp học đã dừng. Tiến độ của mọi học sinh đều được lưu.

# Where a pupil is: on the home screen.
at-home = màn hình chính

# Where a pupil is: choosing a lesson.
choosing-a-lesson = đang chọn bài học

# Where a pupil is: lesson `number` (`id`), at step `step`.
in-lesson = bài { $number } ({ $id }), bước { $step }

# Where a pupil is: the puzzle menu.
choosing-a-puzzle = đang chọn câu đố

# Where a pupil is: the puzzle `id` (`corner-007`).
in-puzzle = câu đố { $id }

# Where a pupil is: a game against the computer (or its review).
in-game = một ván cờ

# Where a pupil is: settings, glossary, help, demo or sandbox.
elsewhere = cài đặt hoặc trợ giúp

# How far a pupil has come: lessons finished, puzzle rating.
pupil-progress = { $lessons_done } bài đã xong, điểm câu đố { $rating }

# The play setup's opponent value for a class game.
opponent-classmate = một bạn cùng lớp

# The heading of the list of classmates to invite.
classmates-heading = Các bạn cùng lớp đang trực tuyến và rảnh để chơi

# No classmate is free to invite now.
no-classmates = Lúc này chưa có bạn nào rảnh. Danh sách thay đổi khi các bạn vào và ra.

# The invitation sent to `name` awaits an answer.
waiting-for-answer = Đang chờ { $name } trả lời. { $withdraw } để rút lời mời.

# `name` invites the pupil to a game, shown over any screen.
invited-by = { $name } mời em chơi một ván.

# `name` declined the invitation.
declined = { $name } đã từ chối lời mời.

# `name` is not free to play now.
not-free = { $name } lúc này không rảnh để chơi.

# `name` withdrew the invitation.
withdrawn = { $name } đã rút lời mời.

# A class game's heading: its number between the two, who plays black and white.
class-game-heading = Ván trong lớp { $number }: { $black } (quân đen) đấu với { $white } (quân trắng)

# It is `name`'s turn, not the pupil's.
their-turn = Đến lượt { $name }: hãy chờ nước đi của bạn ấy.

# A class game takes no move back and starts no other game before its end.
no-undo-in-class = Ván trong lớp không được đi lại: mọi nước đi đều giữ nguyên đến hết ván.

# Legal-move dots are not allowed in this class's games.
no-dots-in-class = Các ván của lớp này không đánh dấu nước hợp lệ.

# `name` left the game: the computer plays for them after a while.
opponent-left = { $name } đã rời đi: máy chơi thay cho bạn ấy đến khi bạn ấy quay lại.

# `name` is back at the game.
opponent-back = { $name } đã quay lại và chơi tiếp.

# The pupil's class rating moved from `before` to `after`.
class-rating-moved = Điểm xếp hạng trong lớp của em: { $before } → { $after }.

# Esc over a class game not over: again leaves it, and how to come back.
confirm-leave-class-game = Ván đấu vẫn tiếp tục khi em rời đi: nhấn { $leave } lần nữa để rời. Sau một lúc máy sẽ chơi thay em; chọn Chơi cờ, rồi một bạn cùng lớp, để quay lại ván.

# The keys at the end of a class game (`n` invites the same classmate again).
class-over-keys = Ván đã kết thúc: { $new } mời { $name } chơi ván nữa, { $replay } xem lại từng nước, { $review } nhận xét các nước đi.

## The classroom, the teacher's side: logging in, the dashboard, follow me, the class report

# The teacher code, printed by `serve`: who logs in with it, and how.
teacher-code = Mã giáo viên: { $code } (để mở bảng điều khiển từ máy khác: { $command })

# Greets the teacher logging in over SSH and asks for the teacher code.
teacher-hello = Chào thầy cô. Hãy gõ mã giáo viên mà serve đã in ra.

# The prompt for the teacher code.
prompt-teacher-code = Mã giáo viên:{ " " }

# The teacher code typed is wrong.
wrong-teacher-code = Đó không phải mã giáo viên. Hãy xem lại dòng serve đã in ra.

# The serving terminal shows the dashboard: leaving it stops the class.
dashboard-stops-class = Cửa sổ này hiện bảng điều khiển. Thoát khỏi nó là dừng lớp học, mọi thứ đều được lưu.

# The dashboard's title.
dashboard-title = Bảng điều khiển lớp

# How many pupils are connected, of how many in the class.
online-of = { $online }/{ $pupils } học sinh đang kết nối

# The panes' names: pupils, games, kept games, lessons, settings.
# One a line, in this order.
pane-names =
    Học sinh
    Ván cờ
    Ván đã lưu
    Bài học
    Cài đặt

# The pupils' columns: name, where, lessons, stars, puzzles, class rating, last seen.
# One a line, in this order.
pupil-columns =
    Tên
    Đang ở
    Bài học
    Sao
    Câu đố
    Lớp
    Lần cuối

# No pupil has logged in yet.
no-pupils = Chưa có học sinh nào vào lớp.

# Where a pupil is: not connected.
offline = không kết nối

# Where a pupil is: following the teacher's demo.
following = đang theo thầy cô

# Where a pupil is: class game `id`.
in-class-game = ván trong lớp { $id }

# Last seen: connected now.
seen-now = bây giờ

# Last seen `minutes` ago (said in minutes, hours or days).
# `unit` is `now`, `minutes`, `hours` or `days`; `n` how many.
seen-ago = { $unit ->
        [now] vừa xong
        [minutes] { $n } phút trước
        [hours] { $n } giờ trước
       *[days] { $n } ngày trước
    }

# A class game: its number, who plays black and white, how many moves.
game-row = { $id } · { $black } (đen) đấu với { $white } (trắng) · { $moves } nước

# The seat of `name` waits for them.
seat-waits = chỗ của { $name } đang chờ

# No class game is going on.
no-games = Không có ván nào đang chơi trong lớp.

# A kept class game: its number, the players, the discs at its end.
kept-row = { $id } · { $black } (đen) đấu với { $white } (trắng) · { $black-discs } - { $white-discs }

# No class game is kept yet.
no-kept = Chưa có ván nào trong lớp kết thúc.

# Under the games: `watch` (a key) watches one live.
games-help = { $watch } để xem ván đã chọn, từng nước ngay khi được đi.

# Under the kept games: `open` steps through one, `review` reviews it,
# `follow` shows it to the class (keys).
kept-help = { $open } để xem từng nước của ván đã chọn. { $review } để chấm từng nước. { $follow } để cả lớp cùng xem.

# Under the lessons: `lead` (a key) leads the class through one.
lessons-help = { $lead }: cả lớp cùng học bài này với thầy cô. Học sinh đang chơi ván trong lớp vẫn chơi tiếp.

# A lesson pupils may not open yet.
lesson-closed = chưa mở

# The settings' names: timer, colour swap, dots, grace, level, lessons open.
# One a line, in this order.
class-setting-names =
    Thời gian cho một nước
    Đổi màu quân sau mỗi ván
    Chấm gợi ý trong ván của lớp
    Chờ bao lâu thì máy chơi thay
    Cấp độ của máy
    Bài học mở cho học sinh

# No timer.
timer-none = không giới hạn

# Seconds a move.
timer-seconds = { $seconds } giây

# A setting that is on or off.
# (yes)
on-off-yes = có

# (no)
on-off-no = không

# A time in seconds.
seconds = { $seconds } giây

# The computer's level.
level-value = cấp { $level }

# Every lesson is open to pupils, of `total`.
open-lessons-all = tất cả { $total } bài

# The first `open` lessons are open to pupils.
open-lessons-first = { $open ->
        [1] chỉ bài 1
       *[other] bài 1 đến bài { $open }
    }

# Under the settings: `change` (keys) changes one, and it is saved at once.
settings-help = { $change } để đổi mục đã chọn. Thay đổi được lưu ngay vào settings.toml.

# Two pupils invited to play each other.
pair = { $a } với { $b }

# These pairs were invited to a game.
# `pairs` is the list, joined with commas.
paired = Đã mời chơi: { $pairs }.

# Fewer than two pupils were free: nobody was paired.
no-pairs = Có ít hơn hai học sinh đang rảnh, nên chưa ghép cặp ai.

# A setting was saved in settings.toml.
settings-saved = Đã lưu vào settings.toml.

# A setting could not be saved, and why.
settings-not-saved = Chưa lưu được: { $why }

# The report was written in `path`.
report-written = Báo cáo nằm ở { $path }

# The report could not be written, and why.
report-not-written = Không ghi được báo cáo: { $why }

# Watching class game `id` live.
watching = Ván trong lớp { $id }, đang diễn ra: { $black } (đen) đấu với { $white } (trắng).

# What a key of the dashboard does, for the key lists.
key-help-next-part = sang phần tiếp theo của bảng

# (key_help, TeacherKey::PartByNumber)
key-help-part-by-number = sang phần của bảng có số đó

# (key_help, TeacherKey::Watch)
key-help-watch = xem trực tiếp ván đã chọn

# (key_help, TeacherKey::GoThrough)
key-help-go-through = xem từng nước của ván đã lưu đang chọn

# (key_help, TeacherKey::FollowMe)
key-help-follow-me = cả lớp cùng xem bài học hoặc ván đã lưu đang chọn

# (key_help, TeacherKey::PairByRating)
key-help-pair-by-rating = ghép các học sinh đang rảnh theo điểm của lớp, rồi mời từng cặp

# (key_help, TeacherKey::RoundRobin)
key-help-round-robin = ghép các học sinh đang rảnh ít gặp nhau nhất

# (key_help, TeacherKey::Report)
key-help-report = ghi báo cáo của lớp (CSV) vào thư mục lớp

# (key_help, TeacherKey::Review)
key-help-review = chấm từng nước của ván đã lưu đang chọn

# (key_help, TeacherKey::EndFollow)
key-help-end-follow = thôi dẫn lớp: mỗi học sinh trở lại chỗ đang làm

# The same in a word or two, for the key bar.
key-word-next-part = phần khác

# (key_word, TeacherKey::PartByNumber)
key-word-part-by-number = phần

# (key_word, TeacherKey::Watch)
key-word-watch = xem

# (key_word, TeacherKey::GoThrough)
key-word-go-through = mở

# (key_word, TeacherKey::FollowMe)
key-word-follow-me = theo thầy cô

# (key_word, TeacherKey::PairByRating)
key-word-pair-by-rating = ghép theo điểm

# (key_word, TeacherKey::RoundRobin)
key-word-round-robin = vòng tròn

# (key_word, TeacherKey::Report)
key-word-report = báo cáo

# (key_word, TeacherKey::Review)
key-word-review = chấm nước

# (key_word, TeacherKey::EndFollow)
key-word-end-follow = thôi dẫn lớp

# The class follows this demo.
class-follows = Cả lớp đang xem điều này trên màn hình của mình.

# How many pupils answered, of how many follow.
answers-in = Đã trả lời: { $answered }/{ $following }

# One answer given: how many gave it, and who (each marked right or wrong).
tally-row = { $answer }: { $count } ({ $names })

# The teacher leads: the pupil follows on their screen.
follow-heading = Thầy cô đang dẫn bài. Em theo dõi trên màn hình của em.

# How to answer a choice.
follow-prompt-choice = Trả lời trên màn hình của em: gõ số của lựa chọn.

# How to answer with one square, played with `play` (a key).
follow-prompt-square = Trả lời trên màn hình của em: gõ một ô, ví dụ d3, rồi nhấn { $play }.

# How to answer with several squares, each marked with `mark`, then `answer` (keys).
follow-prompt-squares = Trả lời trên màn hình của em: đánh dấu từng ô bằng phím { $mark }, rồi nhấn { $answer }.

# How to answer who won.
follow-prompt-outcome = Trả lời trên màn hình của em: 1 đen thắng, 2 trắng thắng, 3 hòa.

# The squares marked so far.
follow-marked = Đã đánh dấu: { $squares }

# The pupil's answer is in: wait for the teacher.
follow-given = Em đã trả lời: { $answer }. Thầy cô sẽ sớm cho xem đáp án.

# The pupil was right.
follow-right = Em trả lời đúng rồi!

# The pupil was not right.
follow-wrong = Lần này chưa đúng. Em hãy xem đáp án trên bàn cờ.

# The pupil did not answer this one.
follow-none = Em chưa trả lời câu này.

# What was typed is no answer to this question.
follow-not-an-answer = Đó không phải câu trả lời cho câu hỏi này. Em đọc lại câu hỏi nhé.

# One answer a question: the pupil's is in.
follow-once = Câu trả lời của em đã được ghi. Mỗi câu chỉ trả lời một lần.

# A pass, as an answer.
follow-answer-pass = bỏ lượt

# A draw, as an answer.
answer-draw = hòa

# The report's columns: name, connected, where, lessons done, stars,
# puzzle rating, class rating, class games, last seen.
# One a line, in this order.
report-columns =
    tên
    đang kết nối
    đang ở
    bài đã xong
    sao
    điểm câu đố
    điểm trong lớp
    ván trong lớp
    lần cuối thấy

# Connected now, or not (the report's second column).
# (yes)
yes-no-yes = có

# (no)
yes-no-no = không

## Sentences built from parts of the game

# One saved game in the list to load: its file and how many moves it holds.
saved-game-row = { $name } · { $moves } nước

# One saved game in the list to load, whose file cannot be read as a game.
saved-game-row-not-a-game = { $name } · không phải biên bản ván

# The forms of an answer in a game, one a line: what to type, ` | `, what it does.
play-answer-forms =
    d3 | đi vào một ô

# The forms of an answer in a lesson or a puzzle, one a line: what to type,
# ` | `, what it does (every language lists the same forms, in this order).
answer-forms =
    d3 | đi vào một ô
    d3 e6 f4 | nhiều ô (mọi nước hợp lệ, hoặc các quân bị lật)
    pass, bỏ lượt | bỏ lượt
    đen 40 24 | ai thắng (đen, trắng hoặc hòa), có thể kèm số quân
    1, 2, ... | số của câu trả lời

# The heading of a game review: how many moves, and from how many empty squares
# on the solver grades them.
review-heading = Nhận xét { $moves } nước. Từ khi còn { $exact_from } ô trống, mỗi nước được chấm chính xác bằng bộ giải; các nước trước đó do máy cấp 6 chấm, giá trị chỉ là ước lượng (khoảng).

# The mark between the whole and the fraction of a number (`1.5` / `1,5`), in
# the numbers of a match between two levels.
decimal-separator = ,

# The average final disc difference of a match, level `a` minus level `b`
# (`$average` comes signed, `+1.5`).
match-difference = Chênh lệch quân trung bình: { $average } (cấp { $a } trừ cấp { $b }).

# A level's time per move in a match, in milliseconds.
match-time = Cấp { $level }: trung bình { $average } ms mỗi nước, lâu nhất { $longest } ms.

# What a key does in the full-screen game (the key list): take back.
game-key-help-undo = rút lại nước vừa đi (khi đấu với máy, rút cả nước đáp của máy)

# What a key does in the full-screen game: play again what was taken back.
game-key-help-redo = khôi phục những nước vừa rút

# What a key does in the full-screen game: explain the last move.
game-key-help-explain = giải thích nước vừa đi: những đường nó kẹp; nhấn lại: nước trước đó

# What a key does in the full-screen game: the legal-move dots.
game-key-help-dots = hiện hoặc ẩn các nước hợp lệ (*)

# What a key does in the full-screen game: save.
game-key-help-save = lưu biên bản ván (thư mục dữ liệu, hoặc tệp --save)

# What a key does in the full-screen game: load.
game-key-help-load = chơi tiếp một ván đã lưu (trong thư mục dữ liệu)

# What a key does in the full-screen game: the next game.
game-key-help-new-game = bắt đầu ván tiếp theo (hai bên đổi màu, nếu đã chọn)

# What a key does in the full-screen game: replay the finished game.
game-key-help-replay = đi qua từng nước của ván đã xong

# What a key does in the full-screen game: review the finished game.
game-key-help-review = chấm từng nước của ván đã xong

# What a key does in the full-screen game: quit.
game-key-help-quit = thoát; ván chưa xong được giữ lại, và mục Chơi cờ sẽ mời bạn chơi tiếp

# The move a step wants: `This step asks for d3.`
step-wants = Bước này yêu cầu { $moves }.

# The moves a step wants, when there are several: `This step asks for one of d3, c4.`
step-wants-one-of = Bước này yêu cầu một trong các nước { $moves }.

# A scripted reply (a move, or a pass) that does not fit the position the learner reached.
reply-does-not-fit = (Bài học soạn sẵn nước đáp { $reply }, nhưng nước đó không hợp với thế cờ của bạn, nên bài học đi tiếp từ thế cờ đã soạn.)

# A pass, as the prepared answer of the message above.
reply-does-not-fit-pass = bỏ lượt

# What a finished lesson's key leads to, after the key: another game.
offer-play = để chơi thêm một ván với máy

# What a finished lesson's key leads to: the review of the game.
offer-review = để xem lại ván này từng nước

# What a finished lesson's key leads to: puzzles of its theme (`$theme`: the theme's title).
offer-practice = để giải { $count } câu đố về điều bài này dạy ({ $theme })

# What a finished lesson's key leads to: the rules quiz.
offer-rules-quiz = để làm bài trắc nghiệm luật chơi: mỗi bài học trước bài này một câu

# The end of a lesson in the full-screen tutor: each offer, its key and what
# it leads to (`$offers`, joined with commas), then the key for the lessons.
offer-keys = Nhấn { $offers }, { $leave } để về danh sách bài.

# The end of a lesson in plain mode: the command for another game.
offer-command-play = Để chơi lại: reversi-tutor play.

# The end of a lesson in plain mode: the command for the game's review.
offer-command-review = Để xem lại ván này từng nước: reversi-tutor review { $record }

# The end of a lesson in plain mode: the command for puzzles of its theme
# (`$theme`: the theme's word for the command line).
offer-command-practice = Để luyện điều bài này dạy: reversi-tutor puzzles --theme { $theme } --count { $count }

# The end of a lesson in plain mode: the command for the rules quiz.
offer-command-rules-quiz = Để làm bài trắc nghiệm luật chơi: reversi-tutor quiz

# An unknown lesson id, with the ids there are.
unknown-lesson = không có bài học `{ $id }`; các bài học là: { $known }

# The second hint of a puzzle: the quarter of the board holding a right move.
quarter-to-look-in = hãy nhìn vào một phần tư bàn cờ phía { $quarter ->
        [top-left] trên bên trái
        [top-right] trên bên phải
        [bottom-left] dưới bên trái
       *[bottom-right] dưới bên phải
    } (từ { $from } đến { $to }).

# The heading of a trainer session: puzzles by theme, one theme after another.
trainer-heading-every-theme = Câu đố theo chủ đề, lần lượt từng chủ đề

# The heading of a trainer session kept to one theme (the theme follows).
trainer-heading-theme = Câu đố theo chủ đề

# The heading of a trainer session: rated puzzles.
trainer-heading-rated = Câu đố tính điểm, chọn gần điểm của bạn

# The heading of a trainer session: a streak.
trainer-heading-streak = Chuỗi câu đố: dễ nhất trước, sai một lần là hết chuỗi

# The heading of a trainer session: the review queue.
trainer-heading-review = Ôn lại: các câu đố đến hạn hôm nay

# The heading of a trainer session: today's misses.
trainer-heading-retry = Thử lại: các câu giải sai hôm nay, ngay bây giờ

# A trainer session's heading with the theme it keeps to.
trainer-heading-with-theme = { $heading } ({ $theme })

# The rating after a rated first try (`$change` comes signed: `+62`).
rating-change = Điểm của bạn: { $before } → { $after } ({ $change }).

# After a move meant to force a pass, the opponent can still move.
opponent-can-move = Sau { $square }, { $opponent ->
        [black] đen
       *[white] trắng
    } vẫn còn { $moves } nước hợp lệ, nên { $opponent ->
        [black] đen
       *[white] trắng
    } không phải bỏ lượt.

# How the greedy move ends with best play, for the message below: a loss
# (`$discs`: `3 discs`).
greedy-loses = thua cách { $discs }

# How the greedy move ends with best play: a draw.
greedy-draws = chỉ hòa

# How the greedy move ends with best play: a smaller win.
greedy-wins = chỉ thắng cách { $discs }

# After a right `fewer-is-more` answer: it wins by `$score` with best play, while
# the greedy move, flipping the most (`$flips`), ends as `$result` says.
goal-met-greed = Nếu hai bên đi hay nhất, bạn thắng cách { $score }. Nước tham lam { $greedy } lật nhiều nhất, { $flips }, nhưng lại { $result }.

# A move meant to make the most stable discs that makes fewer.
fewer-stable = Sau nước { $square }, bạn có { $stable } quân ổn định; một nước khác tạo được { $most }.

# A move meant to be quiet whose one flipped disc touches an empty square.
flips-frontier-one = Sau nước { $square }, { $discs } vẫn chạm một ô trống: đó là quân tiền tuyến, nên nước này không yên lặng.

# A move meant to be quiet whose flipped discs touch an empty square.
flips-frontier = Sau nước { $square }, { $discs } vẫn chạm ô trống: đó là những quân tiền tuyến, nên nước này không yên lặng.

# The exact result of an endgame with best play, for the messages below: a win
# (`$discs`: `3 discs`).
endgame-result-wins = { $player ->
        [black] đen
       *[white] trắng
    } thắng cách biệt { $discs }

# The exact result of an endgame with best play: a draw.
endgame-result-draw = ván cờ hòa

# The exact result of an endgame with best play: a loss.
endgame-result-loses = { $player ->
        [black] đen
       *[white] trắng
    } thua cách biệt { $discs }

# A wrong endgame move that ends the game.
endgame-after-over = Sau { $square }, ván cờ kết thúc: { $result }.

# A wrong endgame move after which the opponent must pass.
endgame-after-pass = Sau { $square }, { $opponent ->
        [black] đen
       *[white] trắng
    } phải bỏ lượt; nếu cả hai bên đều đi hay nhất, { $result }.

# A wrong endgame move: the opponent's best reply, then the result.
endgame-after-reply = Sau { $square }, nước đáp hay nhất của { $opponent ->
        [black] đen
       *[white] trắng
    } là { $reply }; nếu cả hai bên đều đi hay nhất, { $result }.

# An endgame's best line and its final count (`$verdict`: `black wins`).
best-line = Cả hai bên đi hay nhất: { $moves }. Kết quả cuối: đen { $black }, trắng { $white }: { $verdict }.

# A pass, in the best line above.
best-line-pass = bỏ lượt

# The right answer of a puzzle, shown on request.
puzzle-answer = Đáp án: { $squares }.

# Every right answer of a puzzle, when there are several.
puzzle-answers = Các đáp án: { $squares }.

# Words that name black in an answer about the result, one a line (lower case).
outcome-words-black =
    đen
    đ
    den

# Words that name white in an answer about the result, one a line.
outcome-words-white =
    trắng
    t
    trang

# Words that name a draw in an answer about the result, one a line.
outcome-words-draw =
    hòa
    hoà
    hoa

# The letter of a black disc, for `--ascii` (the first letter of the colour's name).
disc-letter-black = Đ

# The letter of a white disc, for `--ascii`.
disc-letter-white = T

# A session command as one short word on the key bar of the full-screen tutor: next.
session-key-word-next = tiếp

# As one short word on the key bar: back.
session-key-word-back = lùi

# As one short word on the key bar: try the step again.
session-key-word-retry = thử lại

# As one short word on the key bar: skip the step.
session-key-word-skip = bỏ qua

# As one short word on the key bar: a hint.
session-key-word-hint = gợi ý

# As one short word on the key bar: show the answer.
session-key-word-reveal = đáp án

# As one short word on the key bar: the list of keys.
session-key-word-help = phím

# As one short word on the key bar: quit.
session-key-word-quit = thoát

# What a session command's key does, in the key list of the full-screen tutor: next.
session-key-help-next = sang bước tiếp theo

# What the key does: back.
session-key-help-back = lùi lại một bước

# What the key does: try the step again.
session-key-help-retry = thử lại bước này từ đầu

# What the key does: skip the step.
session-key-help-skip = bỏ qua bước này

# What the key does: a hint.
session-key-help-hint = gợi ý

# What the key does: show the answer.
session-key-help-reveal = xem đáp án

# What the key does: the list of keys.
session-key-help-help = danh sách phím này

# What the key does: quit.
session-key-help-quit = thoát, tiến độ được lưu lại

# Auto-advance as the demo shows it: on, with its delay.
demo-auto-on = tự chạy { $seconds } giây

# Auto-advance on, but waiting for a hidden answer to be shown.
demo-auto-waiting = tự chạy { $seconds } giây, sau khi hiện đáp án

# Auto-advance off (with the delay it would have).
demo-auto-off = tự chạy tắt ({ $seconds } giây)

# A puzzle theme's word for the command line, which `puzzles list` shows and
# `--theme` takes (also without its accents): one lower-case word, hyphens
# between its parts. In English the name the puzzle files use.
theme-word-legal-move = nước-hợp-lệ

# A puzzle theme's word for the command line.
theme-word-predict-flips = đoán-quân-lật

# A puzzle theme's word for the command line.
theme-word-max-flips = lật-nhiều-nhất

# A puzzle theme's word for the command line.
theme-word-directions = nhiều-hướng

# A puzzle theme's word for the command line.
theme-word-force-pass = buộc-bỏ-lượt

# A puzzle theme's word for the command line.
theme-word-wipeout = lật-hết

# A puzzle theme's word for the command line.
theme-word-end-now = kết-thúc-ngay

# A puzzle theme's word for the command line.
theme-word-corner = chiếm-góc

# A puzzle theme's word for the command line.
theme-word-avoid-x-square = tránh-ô-x

# A puzzle theme's word for the command line.
theme-word-stable = quân-ổn-định

# A puzzle theme's word for the command line.
theme-word-fewer-is-more = ít-mà-hơn

# A puzzle theme's word for the command line.
theme-word-min-mobility = ít-nước-nhất

# A puzzle theme's word for the command line.
theme-word-quiet-move = nước-yên-lặng

# A puzzle theme's word for the command line.
theme-word-endgame-win = tàn-cuộc-thắng

# A puzzle theme's word for the command line.
theme-word-endgame-best = tàn-cuộc-tốt-nhất

# A puzzle theme's word for the command line.
theme-word-opening = khai-cuộc

## The Help page

# The Help page's title.
guide-title = Trợ giúp: cách dùng chương trình

# The heading of a topic of the Help page (Lessons).
guide-lessons-heading = Bài học và sao

# The paragraphs of that topic, one a line: short sentences, one idea each.
guide-lessons =
    Khóa học là một danh sách bài học. Hãy học theo thứ tự. Mỗi bài có nhiều bước.
    Có bước chỉ để đọc. Có bước đặt câu hỏi: đi một ô, đánh dấu các ô, hoặc chọn một đáp án.
    Trả lời sai lần đầu, bạn nhận một lời nhắc. Lời nhắc cho biết câu trả lời của bạn đã làm gì. Nó không nói ra đáp án.
    Sai lần thứ hai, chương trình cho xem đáp án. Gợi ý giúp bạn mà không lộ đáp án.
    Học xong một bài, bạn được sao. Ba sao: mọi câu đúng ngay lần đầu, không dùng gợi ý. Hai sao: sai nhiều nhất hai lần (dùng gợi ý không tính là sai). Một sao: bạn đã học đến cuối bài.
    Danh sách bài học giữ số sao tốt nhất của bạn. Nó cũng nhớ bước bạn đang học, để lần sau học tiếp.

# The heading of a topic of the Help page (Puzzles).
guide-puzzles-heading = Câu đố và điểm của bạn

# The paragraphs of that topic, one a line: short sentences, one idea each.
guide-puzzles =
    Mỗi câu đố là một thế cờ với một nhiệm vụ: tìm nước tốt nhất, hoặc tìm các quân bị lật.
    Trang câu đố có nhiều chế độ và chủ đề. Chế độ tính điểm chọn câu gần điểm của bạn. Chế độ chuỗi dừng ở lần sai đầu tiên.
    Điểm của bạn bắt đầu từ 1000. Giải đúng thì điểm tăng, giải sai thì điểm giảm.
    Chỉ câu trả lời đầu tiên được tính, và chỉ khi bạn chưa xem gợi ý hay đáp án.
    Mỗi câu đố có hai gợi ý: trước là ý chính, sau là chỗ cần nhìn.
    Sau một câu đố tàn cuộc, bạn có thể đi lại đường đi tốt nhất, từng nước một.

# The heading of a topic of the Help page (ReviewQueue).
guide-review-queue-heading = Danh sách ôn lại

# The paragraphs of that topic, one a line: short sentences, one idea each.
guide-review-queue =
    Câu đố bạn giải sai, hoặc giải nhờ trợ giúp, được đưa vào danh sách ôn lại.
    Ngày hôm sau câu đó quay lại. Mỗi lần bạn giải đúng, nó chờ lâu hơn: 3 ngày, rồi 7 ngày. Sau đó câu đố rời khỏi danh sách ôn lại.
    Nếu lại sai, câu đó quay lại vào ngày hôm sau.
    Câu hỏi trong bài học mà bạn trả lời sai hai lần cũng vào danh sách này.
    Trang câu đố cho biết hôm nay cần ôn câu nào. Bạn cũng có thể làm lại ngay các câu sai hôm nay.

# The heading of a topic of the Help page (Play).
guide-play-heading = Chơi cờ

# The paragraphs of that topic, one a line: short sentences, one idea each.
guide-play =
    Chơi với máy, hoặc với một người bạn trên cùng bàn cờ. Bên đen luôn đi trước.
    Máy có sáu cấp. Cấp 1 đi một nước hợp lệ bất kỳ. Cấp 2 lật càng nhiều quân càng tốt. Cấp 3 thích góc và cạnh.
    Cấp 4, 5 và 6 tính trước nhiều nước. Cấp 6 tính xa nhất, và chơi hoàn hảo ở cuối ván.
    Đồng hồ có thể tắt, hoặc 30 hay 60 giây mỗi nước. Hết giờ, máy đi giúp bạn một nước hợp lệ ngẫu nhiên.
    Các dấu chấm cho biết nước hợp lệ. Bạn bật hay tắt chúng trước ván hoặc trong ván.
    Bạn có thể đi lại, lưu ván cờ và chơi tiếp sau. Ván bạn bỏ dở vẫn được giữ: mục Chơi cờ sẽ mời bạn chơi tiếp.

# The heading of a topic of the Help page (GameReview).
guide-game-review-heading = Xem lại một ván cờ

# The paragraphs of that topic, one a line: short sentences, one idea each.
guide-game-review =
    Sau ván cờ, phần xem lại chấm từng nước đi.
    Những nước thiệt nhất đứng đầu. Mỗi nước kèm một nước tốt hơn, và lý do.
    Chọn một nước trong danh sách để thấy nó trên bàn cờ.

# The heading of a topic of the Help page (Demo).
guide-demo-heading = Trình chiếu cho lớp và bàn tự do

# The paragraphs of that topic, one a line: short sentences, one idea each.
guide-demo =
    Trình chiếu dành cho máy chiếu: bàn cờ lớn, cả lớp đều đọc được.
    Nó cho xem một bài học từng bước, hoặc một ván cờ từng nước.
    Đáp án được giấu cho đến khi bạn mở ra, để cả lớp đoán trước.
    Chế độ tự chạy tự đi tiếp. Nó dừng lại ở đáp án còn giấu.
    Bàn tự do là bàn cờ cho mọi thế cờ. Đặt quân, chọn bên đi, rồi xuất thế cờ cho một tệp bài học.

# The heading of a topic of the Help page (Classroom).
guide-classroom-heading = Lớp học qua mạng của trường

# The paragraphs of that topic, one a line: short sentences, one idea each.
guide-classroom =
    Máy của giáo viên mở lớp: reversi-tutor classroom serve
    Máy cho biết học sinh cần gõ gì, ví dụ: ssh -p 2222 TEN@192.168.1.10
    Học sinh gõ mã lớp. Lần đăng nhập đầu tiên giữ tên đó cho em.
    Mỗi học sinh có đủ chương trình. Tiến độ được lưu trên máy của giáo viên.
    Trong lớp, mục Chơi cờ có thể mời một bạn cùng lớp. Cả hai màn hình đều thấy mọi nước đi.
    Bảng của giáo viên cho thấy từng học sinh: em đang ở đâu, được bao nhiêu sao và điểm bao nhiêu.
    Từ bảng này, giáo viên xem trực tiếp các ván của lớp, ghép cặp học sinh để chơi và ghi báo cáo của lớp.
    Theo thầy cô: giáo viên dẫn một bài học, và bài hiện trên màn hình của mọi học sinh. Mỗi em trả lời trên màn hình của mình. Rồi giáo viên cho xem đáp án.
    Các phím của bảng này có trong danh sách bên dưới.

# The heading of a topic of the Help page (Notation).
guide-notation-heading = Cách ghi tên ô

# The paragraphs of that topic, one a line: short sentences, one idea each.
guide-notation =
    Các cột là a đến h, từ trái sang phải.
    Các hàng là 1 đến 8, từ trên xuống dưới.
    Vậy a1 là góc trên bên trái, còn h8 là góc dưới bên phải.
    Tên ô gồm cột rồi đến hàng: d3 là cột d, hàng 3.
    Biên bản ván cờ là các nước đi nối tiếp nhau: f5d6c3.

# The heading over the keys of every screen.
guide-keys-heading = Phím của từng màn hình

# What the keys part says first: `$help` is the key that lists a screen's keys.
guide-keys-intro = Ở mọi màn hình, { $help } cho xem các phím dùng được ở đó. Dưới đây là phím của mọi màn hình.

# A screen's name, over its keys on the Help page (Home).
guide-place-home = Trang chính

# A screen's name, over its keys on the Help page (Lessons).
guide-place-lessons = Danh sách bài học

# A screen's name, over its keys on the Help page (Lesson).
guide-place-lesson = Một bài học

# A screen's name, over its keys on the Help page (PuzzleMenu).
guide-place-puzzle-menu = Trang câu đố

# A screen's name, over its keys on the Help page (Puzzle).
guide-place-puzzle = Một câu đố

# A screen's name, over its keys on the Help page (PlaySetup).
guide-place-play-setup = Chơi cờ: chọn trước ván

# A screen's name, over its keys on the Help page (Game).
guide-place-game = Một ván cờ

# A screen's name, over its keys on the Help page (Review).
guide-place-review = Xem lại ván cờ

# A screen's name, over its keys on the Help page (DemoPick).
guide-place-demo-pick = Trình chiếu: chọn nội dung

# A screen's name, over its keys on the Help page (Demo).
guide-place-demo = Trình chiếu cho lớp

# A screen's name, over its keys on the Help page (Sandbox).
guide-place-sandbox = Bàn tự do

# A screen's name, over its keys on the Help page (Settings).
guide-place-settings = Cài đặt

# A screen's name, over its keys on the Help page (Glossary).
guide-place-glossary = Thuật ngữ

# A screen's name, over its keys on the Help page (Guide).
guide-place-guide = Trang Trợ giúp này

# A screen's name, over its keys on the Help page (Classmates).
guide-place-classmates = Bạn cùng lớp để mời (trong lớp)

# A screen's name, over its keys on the Help page (KeyList).
guide-place-key-list = Danh sách phím trên màn hình

# A screen's name, over its keys on the Help page (Invitation).
guide-place-invitation = Một lời mời (trong lớp)

# A screen's name, over its keys on the Help page (Dashboard).
guide-place-dashboard = Bảng của giáo viên (trong lớp)

# A screen's name, over its keys on the Help page (DashboardOpen).
guide-place-dashboard-open = Bảng: một ván hoặc bài học đang mở

# A screen's name, over its keys on the Help page (Follow).
guide-place-follow = Theo thầy cô, trên màn hình học sinh

# What Backspace does after a column letter typed: the letter undone.
guide-erase-typed = xóa chữ vừa gõ

# The same, as one short word on the key bar.
guide-erase-word = xóa chữ

# What the digits do on the play setup: the computer's level.
guide-set-level = chọn cấp của máy

# The same, as one short word on the key bar.
guide-level-word = cấp

# A finished lesson offers a game against the computer.
guide-offer-play = chơi một ván với máy

# A finished lesson offers the review of the game just played.
guide-offer-review = xem lại ván vừa chơi, từng nước một

# A finished lesson offers five puzzles of its theme.
guide-offer-puzzles = năm câu đố về điều bài này vừa dạy

# A finished lesson offers the rules quiz.
guide-offer-quiz = bài kiểm tra luật: mỗi bài học một câu hỏi

# The sandbox as one short word on the key bar.
guide-sandbox-word = bàn tự do

# A key puts a black disc on the square under the cursor.
guide-put-black = đặt quân đen vào ô

# A key puts a white disc on the square under the cursor.
guide-put-white = đặt quân trắng vào ô

# A key empties the square under the cursor.
guide-put-none = làm trống ô

# What inviting a classmate does.
guide-invite = mời bạn đã chọn chơi một ván

# Invite, as one short word.
guide-invite-word = mời

# What taking back an invitation does.
guide-withdraw = rút lại lời mời

# Take back, as one short word.
guide-withdraw-word = rút lại

# What accepting an invitation does.
guide-accept = nhận lời mời và chơi

# Accept, as one short word.
guide-accept-word = nhận lời

# What declining an invitation does.
guide-decline = từ chối lời mời

# Decline, as one short word.
guide-decline-word = từ chối

## Puzzle hints

# A puzzle's first hint, told from the facts of its position, weak first: a few
# sentences, each a message below, that never name a right move. `$opponent` is
# the side not to move (`black` or `white`); every count comes as a number.

# Two sentences of a hint, one after the other.
hint-sentences = { $first } { $next }

# The last two items of a list: `3 and 1`, `a row and 2 diagonals`.
hint-list-pair = { $first } và { $last }

# An item of a list before the rest of it: `5, ` before `3 and 1`.
hint-list-more = { $first }, { $rest }

# Lines along rows, one kind in a list of the lines a move encloses:
# `a row and 2 diagonals`.
hint-rows = { $n } hàng

# Lines along columns, one kind in a list of the lines a move encloses.
hint-columns = { $n } cột

# Lines along diagonals, one kind in a list of the lines a move encloses.
hint-diagonals = { $n } đường chéo

# The lines some moves enclose, all of them rows (`$total` of them).
hint-lines-rows = { $total ->
        [1] một hàng
       *[other] { $total } đường, đều là hàng
    }

# The lines some moves enclose, all of them columns (`$total` of them).
hint-lines-columns = { $total ->
        [1] một cột
       *[other] { $total } đường, đều là cột
    }

# The lines some moves enclose, all of them diagonals (`$total` of them).
hint-lines-diagonals = { $total ->
        [1] một đường chéo
       *[other] { $total } đường, đều là đường chéo
    }

# The lines some moves enclose, of several kinds: `3 lines: 2 rows and a diagonal`.
hint-lines-mixed = { $total } đường: { $kinds }

# legal-move: the opponent has one disc.
hint-legal-move-single-disc = { $opponent ->
        [black] Đen
       *[white] Trắng
    } chỉ có một quân, và quân đó chạm một ô trống; nước hợp lệ luôn nằm cạnh nó.

# legal-move: every disc of the opponent touches an empty square.
hint-legal-move-all-touch = Cả { $discs } quân { $opponent ->
        [black] đen
       *[white] trắng
    } đều chạm ô trống, và nước hợp lệ luôn nằm cạnh một trong số đó.

# legal-move: half of the opponent's discs or fewer touch an empty square.
hint-legal-move-few-touch = Trong { $discs } quân { $opponent ->
        [black] đen
       *[white] trắng
    }, chỉ { $frontier } quân chạm ô trống, và nước hợp lệ luôn nằm cạnh một trong số đó.

# legal-move: more than half of the opponent's discs, not all, touch an empty square.
hint-legal-move-some-touch = Trong { $discs } quân { $opponent ->
        [black] đen
       *[white] trắng
    }, { $frontier } quân chạm ô trống, và nước hợp lệ luôn nằm cạnh một trong số đó.

# legal-move: how many legal moves there are, and the lines they enclose
# (`$lines`: `3 lines: 2 rows and a diagonal`).
hint-legal-move-moves = { $moves ->
        [1] Bạn chỉ có một nước hợp lệ, và nước đó kẹp { $lines }.
       *[other] Bạn có { $moves } nước hợp lệ; gộp lại, các nước đó kẹp { $lines }.
    }

# directions: several moves enclose lines in `$wanted` directions or more.
hint-directions-many = { $answers } trong { $moves } nước của bạn kẹp được quân theo { $wanted } hướng trở lên. Hãy đếm hàng, cột và đường chéo của từng nước.

# directions: one move encloses lines in `$wanted` directions or more.
hint-directions-one = Trong { $moves } nước của bạn, chỉ một nước kẹp được quân theo { $wanted } hướng trở lên.

# directions: the lines that move encloses (`$kinds`: `a row and 2 diagonals`),
# each flipping `$flips` discs.
hint-directions-same-flips = Nước đó kẹp { $kinds }, mỗi đường lật { $flips } quân.

# directions: the lines that move encloses, and the discs each flips (`$counts`:
# `2, 1 and 1`).
hint-directions-flips = Nước đó kẹp { $kinds }, lật lần lượt { $counts } quân.

# force-pass: the opponent's discs, and no legal move for it now.
hint-force-pass-stuck = { $opponent ->
        [black] Đen
       *[white] Trắng
    } có { $discs } quân, và lúc này không có nước hợp lệ nào.

# force-pass: the opponent's discs, and its legal moves were it its turn.
hint-force-pass-now = { $opponent ->
        [black] Đen
       *[white] Trắng
    } có { $discs } quân; nếu bây giờ đến lượt { $opponent ->
        [black] đen
       *[white] trắng
    }, { $opponent ->
        [black] đen
       *[white] trắng
    } sẽ có { $now } nước hợp lệ.

# force-pass: how many of your moves leave the opponent without a move.
hint-force-pass-shut = { $answers ->
        [1] Trong { $moves } nước của bạn, chỉ một nước khiến { $opponent ->
            [black] đen
           *[white] trắng
        } hết nước đi.
       *[other] { $answers } trong { $moves } nước của bạn khiến { $opponent ->
            [black] đen
           *[white] trắng
        } hết nước đi.
    }

# force-pass: `$shut` moves leave the opponent without a move, but `$ending` of
# them end the game.
hint-force-pass-shut-ending = { $shut } trong { $moves } nước của bạn khiến { $opponent ->
        [black] đen
       *[white] trắng
    } hết nước đi, nhưng { $ending ->
        [1] một
       *[other] { $ending }
    } nước trong số đó kết thúc ván cờ, vì bạn cũng hết nước đi.

# wipeout: the opponent has one disc left.
hint-wipeout-single = { $opponent ->
        [black] Đen
       *[white] Trắng
    } chỉ còn một quân.

# wipeout: the opponent's discs, all on one line of a kind (`$line`: `row`,
# `column` or `diagonal`).
hint-wipeout-in-line = { $opponent ->
        [black] Đen
       *[white] Trắng
    } còn { $discs } quân, tất cả nằm trên cùng một { $line ->
        [row] hàng
        [column] cột
       *[diagonal] đường chéo
    }.

# wipeout: the opponent's discs, not all on one line.
hint-wipeout-apart = { $opponent ->
        [black] Đen
       *[white] Trắng
    } còn { $discs } quân, không nằm trên cùng một đường.

# wipeout: how many of your moves take the opponent's one disc.
hint-wipeout-take-it = { $answers ->
        [1] Trong { $moves } nước của bạn, chỉ một nước lật được quân đó.
       *[other] { $answers } trong { $moves } nước của bạn lật được quân đó.
    }

# wipeout: how many of your moves take all the opponent's discs.
hint-wipeout-take-all = { $answers ->
        [1] Trong { $moves } nước của bạn, chỉ một nước lật được hết chúng.
       *[other] { $answers } trong { $moves } nước của bạn lật được hết chúng.
    }

# wipeout: how many of your moves take all the opponent's discs, each along
# `$lines` lines.
hint-wipeout-take-all-lines = { $answers ->
        [1] Trong { $moves } nước của bạn, chỉ một nước lật được hết chúng cùng lúc, theo { $lines } đường.
       *[other] { $answers } trong { $moves } nước của bạn lật được hết chúng cùng lúc, theo { $lines } đường.
    }

# end-now: the opponent's discs, none of them on an edge.
hint-end-now-none-on-edge = { $opponent ->
        [black] Đen
       *[white] Trắng
    } có { $discs } quân, { $discs ->
        [1] không nằm trên mép
       *[other] không quân nào nằm trên mép
    }.

# end-now: the opponent's discs, all of them on an edge.
hint-end-now-all-on-edge = { $opponent ->
        [black] Đen
       *[white] Trắng
    } có { $discs } quân, { $discs ->
        [1] nằm trên mép
       *[other] tất cả đều nằm trên mép
    }.

# end-now: the opponent's discs, `$on_edge` of them on an edge.
hint-end-now-some-on-edge = { $opponent ->
        [black] Đen
       *[white] Trắng
    } có { $discs } quân, { $on_edge } quân trong số đó nằm trên mép.

# end-now: the empty squares, where each side can play, and the goal.
hint-end-now-squares = Trong { $empty } ô trống, bạn đi được { $moves } ô, còn { $opponent ->
        [black] đen
       *[white] trắng
    } { $theirs ->
        [0] không đi được ô nào
       *[other] đi được { $theirs } ô
    }. Sau nước đúng, không bên nào đi được nữa.

# corner: the empty corners, and one of your moves takes one.
hint-corner-one = { $empty ->
        [1] Chỉ có một góc còn trống
       *[other] Có { $empty } góc còn trống
    }, và trong { $moves } nước của bạn chỉ một nước chiếm được góc.

# corner: the empty corners, and how many of your moves take one.
hint-corner-many = { $empty ->
        [1] Chỉ có một góc còn trống
       *[other] Có { $empty } góc còn trống
    }, và { $answers } trong { $moves } nước của bạn chiếm được góc.

# corner: along which lines of the corner that move encloses, and its flips.
hint-corner-way = Nước đó kẹp dọc theo { $way ->
        [diagonal] đường chéo của góc
        [edge] một mép
        [edge-diagonal] một mép và đường chéo của góc
        [edges] cả hai mép
       *[edges-diagonal] cả hai mép và đường chéo của góc
    }, lật { $flips } quân.

# max-flips: the most discs a move flips, over how many lines, and the next most.
hint-max-flips = Trong { $moves } nước của bạn, nước tốt nhất lật { $most } quân { $lines ->
        [1] trên một đường duy nhất
       *[other] trên { $lines } đường
    }; nước tốt thứ hai lật { $next } quân.

# max-flips: the longest single line belongs to a move that is not the best.
hint-max-flips-trap = Đường dài nhất, gồm { $long } quân, thuộc về một nước khác.

# min-mobility: the opponent's legal moves were it its turn now.
hint-min-mobility-now = Nếu bây giờ đến lượt { $opponent ->
        [black] đen
       *[white] trắng
    }, { $opponent ->
        [black] đen
       *[white] trắng
    } sẽ { $now ->
        [0] không có nước hợp lệ nào
       *[other] có { $now } nước hợp lệ
    }.

# min-mobility: the moves your best move leaves the opponent, and the same
# number, `$least`, after each of your `$others` other moves.
hint-min-mobility-best-same = Nước tốt nhất của bạn { $fewest ->
        [0] không để lại cho { $opponent ->
            [black] đen
           *[white] trắng
        } nước nào
       *[other] để lại cho { $opponent ->
            [black] đen
           *[white] trắng
        } { $fewest } nước
    }; { $others } nước còn lại của bạn đều để lại { $least } nước.

# min-mobility: the moves your best move leaves the opponent, and from `$least`
# to `$most` after your `$others` other moves.
hint-min-mobility-best-range = Nước tốt nhất của bạn { $fewest ->
        [0] không để lại cho { $opponent ->
            [black] đen
           *[white] trắng
        } nước nào
       *[other] để lại cho { $opponent ->
            [black] đen
           *[white] trắng
        } { $fewest } nước
    }; { $others } nước còn lại để lại từ { $least } đến { $most } nước.

# stable: your stable discs now, and after the best move.
hint-stable = { $now ->
        [0] Bạn chưa có quân ổn định nào, và nước tốt nhất tạo ra { $best } quân.
       *[other] Bây giờ bạn có { $now } quân ổn định, và nước tốt nhất sẽ nâng lên { $best }.
    }

# stable: a corner on offer makes fewer stable discs.
hint-stable-corner = Chiếm góc { $square } chỉ cho bạn { $count } quân.

# stable: the best moves lie along the edges of the corners you hold (`$held`).
hint-stable-held = { $held ->
        [1] Hãy nhìn dọc các mép cạnh góc mà bạn đã có.
       *[other] Hãy nhìn dọc các mép cạnh những góc mà bạn đã có.
    }

# quiet-move: one of your moves is quiet, and what it flips.
hint-quiet-move-one = Chỉ một trong { $moves } nước của bạn là nước yên lặng, và nó { $flips ->
        [1] chỉ lật một quân
       *[other] lật { $flips } quân
    }.

# quiet-move: how many of your moves are quiet.
hint-quiet-move-many = { $answers } trong { $moves } nước của bạn là nước yên lặng.

# quiet-move: how to find a quiet move.
hint-quiet-move-look = Với mỗi nước, hãy xem các quân nó lật: có quân nào vẫn chạm ô trống không?

# The move that flips the most discs (`$square`), and what it leads to with
# best play (`$outcome`: `loss`, `draw` or `win`, by `$by` discs).
hint-greed = { $square } lật nhiều quân nhất, { $flips } quân, nhưng nếu hai bên đi hay nhất thì nước đó { $outcome ->
        [loss] thua cách { $by } quân
        [draw] chỉ hòa
       *[win] chỉ thắng cách { $by } quân
    }.

# fewer-is-more: the `$count` moves that flip the most discs (`$squares`), and
# that they all lose (`$outcome` is `loss`) or that none of them wins.
hint-greed-many = { $squares } lật nhiều quân nhất, mỗi nước { $flips } quân, nhưng nếu hai bên đi hay nhất thì { $outcome ->
        [loss] { $count ->
            [2] cả hai đều thua
           *[other] tất cả đều thua
        }
       *[no-win] không nước nào thắng
    }.

# fewer-is-more: what to think of for the other moves.
hint-fewer-is-more-ask = Với mỗi nước khác, hãy nghĩ xem { $opponent ->
        [black] đen
       *[white] trắng
    } có thể đáp lại thế nào.

# endgame: the empty squares form one region, odd or even (`$parity`).
hint-one-region = { $empty } ô trống tạo thành một vùng, là một vùng { $parity ->
        [odd] lẻ
       *[even] chẵn
    }.

# endgame: the empty squares form `$regions` regions, of these sizes
# (`$sizes`: `5, 3 and 1`).
hint-regions = { $empty } ô trống tạo thành { $regions } vùng, gồm { $sizes } ô.

# endgame: every region holds an even number of squares.
hint-regions-all-even = { $regions ->
        [2] Cả hai vùng đều chẵn.
       *[other] Tất cả đều chẵn.
    }

# endgame: every region holds an odd number of squares.
hint-regions-all-odd = { $regions ->
        [2] Cả hai vùng đều lẻ.
       *[other] Tất cả đều lẻ.
    }

# endgame: `$odd` of the regions, not all, hold an odd number of squares.
hint-regions-some-odd = { $odd ->
        [1] Một vùng trong số đó lẻ.
       *[other] { $odd } vùng trong số đó lẻ.
    }

# endgame-win: how many of your moves win.
hint-endgame-win = { $answers ->
        [1] Trong { $moves } nước của bạn, chỉ một nước thắng.
       *[other] { $answers } trong { $moves } nước của bạn thắng.
    }

# endgame-best: the best result with best play (`$outcome`: `win`, `draw` or
# `loss`, by `$by` discs), and how many of your moves reach it.
hint-endgame-best = Nếu hai bên đi hay nhất, { $outcome ->
        [win] bạn có thể thắng cách { $by } quân
        [draw] kết quả tốt nhất của bạn là hòa
       *[loss] bạn vẫn thua ít nhất { $by } quân
    }, và { $answers ->
        [1] chỉ một trong { $moves } nước của bạn đạt được điều đó
       *[other] { $answers } trong { $moves } nước của bạn đạt được điều đó
    }.

## check

check-error = lỗi
check-warning = cảnh báo
check-step = bước { $number }
check-puzzle = câu đố { $name }
check-summary = { $lessons } bài học, { $puzzles } câu đố, { $errors } lỗi, { $warnings } cảnh báo
check-or = hoặc
check-and = và
check-label-field = `{ $field }`
check-label-choice = lựa chọn { $number }
check-meant-key = ; có phải ý bạn là `{ $meant }`?
check-meant-name = {" "}(có phải ý bạn là "{ $meant }"?)
check-no-course-files = thư mục này không có tệp bài học hay câu đố nào (*.toml): hãy kiểm tra tên thư mục
check-toml-syntax = sai cú pháp TOML: { $detail }
check-toml-syntax-duplicate = sai cú pháp TOML: { $detail }: khóa này đã được ghi ở phía trên, trong cùng một bảng (mỗi bước hay câu đố bắt đầu bằng [[step]] hoặc [[puzzle]], với hai dấu ngoặc vuông)
check-steps-and-puzzles = tệp này có cả bảng [[step]] lẫn [[puzzle]]: tệp bài học chứa các bước, tệp câu đố chứa các câu đố; hãy tách thành hai tệp
check-unknown-file-kind = không rõ đây là tệp bài học hay tệp câu đố: bài học có các bảng [[step]], tệp câu đố có các bảng [[puzzle]]
check-unknown-field = ở đây không có khóa `{ $name }`{ $meant }{ $known }
check-unknown-field-known = {" "}(các khóa ở đây: { $known })
check-more-problems-hidden = tệp này còn { $count } lỗi khác chưa hiện: hãy sửa { $shown } lỗi đầu, rồi kiểm tra lại
check-more-warnings-hidden = tệp này còn { $count } cảnh báo khác chưa hiện
check-no-steps = bài học chưa có bước nào: hãy thêm ít nhất một [[step]] với say = {"{"} en = "..." {"}"}
check-no-puzzles = tệp này chưa có câu đố nào: hãy thêm các bảng [[puzzle]]
check-missing-format-version = thiếu `format_version`: hãy thêm `format_version = { $version }` ở đầu tệp
check-unsupported-format-version = format_version { $version } không được hỗ trợ: phiên bản reversi-tutor này đọc format_version = { $supported }
check-missing-id = { $what ->
        [lesson] bài học
        [puzzle] câu đố
       *[other] thuật ngữ
    } này chưa có `id`: hãy thêm một id, ví dụ id = "corner-001" (chữ thường, chữ số và dấu gạch nối)
check-bad-id = id `{ $id }` chỉ được dùng chữ thường a-z, chữ số và dấu gạch nối, như "first-move"
check-id-too-long = id `{ $id }` có { $length } ký tự, mà id chỉ dài tối đa { $most } ký tự: hãy rút ngắn
check-missing-text = thiếu `{ $field }`: hãy thêm { $field } = { $example }
check-unknown-language = { $label }: `{ $code }` không phải là ngôn ngữ của reversi-tutor{ $meant } (các ngôn ngữ: { $languages }){ $below }
check-unknown-language-below = . `{ $code }` có vẻ là khóa của bước hay câu đố nhưng được viết dưới tiêu đề của bảng: một bảng nhận mọi khóa sau tiêu đề của nó cho đến dòng [...] kế tiếp, nên hãy chuyển các khóa viết bên dưới lên trên tiêu đề
check-languages-without-english = `languages` thiếu `en`: tệp nào cũng có tiếng Anh, là ngôn ngữ học sinh đọc khi chưa có bản bằng tiếng của mình; hãy viết languages = { $suggested }
check-language-twice = `languages` ghi `{ $code }` hai lần: mỗi ngôn ngữ chỉ ghi một lần
check-missing-english = { $label } chưa có bản tiếng Anh: hãy thêm en = "..." (bắt buộc phải có tiếng Anh)
check-empty-english = { $label }: bản tiếng Anh đang để trống
check-missing-translation-advice = { $label } chưa có bản { $names }: học sinh chọn { $count ->
        [1] ngôn ngữ đó
       *[other] các ngôn ngữ đó
    } sẽ đọc bản tiếng Anh ở đây; hãy thêm { $codes }
check-missing-translation-declared = { $label } chưa có bản { $names }, mà `languages` của tệp này yêu cầu mọi đoạn chữ phải có { $asked }
check-missing-translation-course = { $label } chưa có bản { $names }, mà mọi đoạn chữ trong giáo trình có sẵn đều phải có { $all }
check-square-twice = `{ $field }` ghi { $square } hai lần
check-unknown-task = không có task "{ $name }"{ $meant }; các task là: { $names } (bỏ `task` đi nếu bước chỉ để đọc)
check-unknown-goal = không có goal "{ $name }"{ $meant }; các goal là: { $names }
check-unknown-theme = không có theme "{ $name }"{ $meant }; các theme là: { $names }
check-illegal-accept = `accept` có { $square }, nhưng đó không phải nước hợp lệ của bên { $player ->
        [black] { color-black }
       *[other] { color-white }
    } ở đây (các nước hợp lệ: { $legal })
check-illegal-move = `move` là { $square }, nhưng đó không phải nước hợp lệ của bên { $player ->
        [black] { color-black }
       *[other] { color-white }
    } ở đây (các nước hợp lệ: { $legal })
check-step-count = bài học có { $count } bước, mà một bài học có từ { $least } đến { $most } bước: { $fix ->
        [add] hãy thêm những bước để học sinh tự làm
       *[other] hãy tách thành hai bài, mỗi bài một ý
    }
check-too-few-tasks = bài học có { $count } nhiệm vụ và cần ít nhất { $least }: hãy cho các bước một `task`, để học sinh được tự làm sớm và thường xuyên
check-too-many-words = bước này có { $count } từ tiếng Anh, mà mỗi bước chỉ nói tối đa { $most } từ: hãy bớt chữ, hoặc tách thành hai bước
check-missing-position = thiếu `position`: hãy thêm position = {"{"} board = """...""", to_move = "black" {"}"}
check-missing-solution = thiếu `solution`: hãy liệt kê mọi nước đạt mục tiêu, ví dụ solution = ["b7"]
check-missing-rating = thiếu `rating`: hãy thêm độ khó, ví dụ rating = 1000 (câu đố cho người mới học: 600-1200)
check-missing-theme = thiếu `theme`: hãy thêm một trong các theme: { $names }
check-board-twice = câu đố này có cùng thế cờ với câu đố { $other } ({ $place }), nếu xoay, lật bàn cờ hoặc đổi màu quân: học sinh sẽ gặp một thế cờ hai lần; hãy giữ một trong hai, hoặc chọn thế cờ khác
check-missing-to-move = `board` cần cho biết bên nào đi: hãy thêm to_move = "black" hoặc to_move = "white"
check-to-move-without-board = `to_move` chỉ đi cùng `board`: lượt đi của thế cờ ban đầu hay của một biên bản ván cờ đã rõ từ các nước đi
check-start-not-true = hãy viết start = true cho thế cờ ban đầu (hoặc bỏ `position` đi)
check-bad-to-move = `to_move` đang là "{ $value }": hãy viết "black" hoặc "white"
check-bad-winner = `winner` đang là "{ $value }": hãy viết "black", "white" hoặc "draw"
check-bad-rating = `rating` đang là { $value }: hãy dùng một số từ { $least } đến { $most }
check-missing-choices = task "choice" cần `choices`, danh sách các câu trả lời như [{"{"} en = "Yes" {"}"}, {"{"} en = "No" {"}"}]
check-too-few-choices = `choices` chỉ có { $count } câu trả lời: hãy đưa ít nhất hai
check-missing-correct = task "choice" cần `correct`, số thứ tự của câu trả lời đúng (từ 1 đến { $count })
check-missing-accept = task "play" cần `accept`, những nước được tính là đúng, ví dụ accept = ["{ $example }"], hoặc `goal`, điều các nước đó đạt được (ví dụ goal = "corner")
check-empty-accept = `accept` đang trống: hãy ghi ít nhất một nước
check-missing-answer = task "find-square" cần `answer`, (các) ô được tính là đúng, ví dụ answer = ["c6"]
check-empty-answer = `answer` đang trống: hãy ghi ít nhất một ô
check-position-empty = thế cờ đang trống: hãy viết {"{"} start = true {"}"}, {"{"} moves = "f5d6c3" {"}"} hoặc {"{"} board = """...""", to_move = "black" {"}"}
check-position-forms = thế cờ có cả `{ $first }` lẫn `{ $second }`: chỉ dùng một trong start, moves và board
check-stands-alone-read = `stands_alone = true` dành cho nhiệm vụ mà bài trắc nghiệm luật chơi có thể hỏi, mà bước này chỉ để đọc: hãy cho bước một `task`, hoặc bỏ `stands_alone`
check-stands-alone-game = `stands_alone = true` dành cho nhiệm vụ mà bài trắc nghiệm luật chơi có thể hỏi, mà cả một ván cờ thì không phải: hãy bỏ `stands_alone`
check-dots-show-answer = `dots = true` sẽ hiện các nước hợp lệ, mà task "{ $task }" của bước này lại bảo học sinh tự tìm chúng: hãy bỏ `dots` (các nước hợp lệ sẽ hiện sau khi trả lời xong bước này)
check-no-glossary-terms = bảng thuật ngữ chưa có thuật ngữ nào: hãy thêm các bảng [[term]]
check-file-too-large = tệp này nặng { $size } byte, mà tệp bài học và câu đố chỉ được tối đa { $most } byte (1 MiB): hãy tách thành nhiều tệp
check-not-utf8 = tệp này không phải văn bản UTF-8: hãy lưu lại dưới dạng UTF-8 trong trình soạn thảo
check-unreadable-folder = không đọc được thư mục này: { $error }
check-unreadable-file = không đọc được tệp này: { $error }
check-nesting-too-deep = dấu ngoặc ở đây lồng nhau quá { $most } tầng, mà tệp bài học và câu đố chỉ cần vài tầng
check-single-brackets = hãy viết [[{ $key }]] với hai dấu ngoặc vuông: mỗi { $key } là một mục trong danh sách
check-not-a-table-list = `{ $key }` phải là danh sách các bảng [[{ $key }]], không phải { $kind }
check-too-many-unreadable = có hơn { $most } khóa ở đây không đọc được: hãy sửa những khóa này trước, rồi kiểm tra lại
check-key-below-table = `{ $name }` thuộc về { $item ->
        [puzzle] câu đố
       *[other] bước
    }, nhưng được viết dưới tiêu đề [{ $item }.{ $table }], nên đã vào bảng đó (một bảng nhận mọi khóa sau tiêu đề của nó cho đến dòng [...] kế tiếp): hãy chuyển các khóa viết sau [{ $item }.{ $table }] lên trên tiêu đề đó
check-puzzle-must-pass = bên { $player ->
        [black] { color-black }
       *[other] { color-white }
    } không còn nước hợp lệ ở thế cờ này và phải bỏ lượt: câu đố cần một thế cờ mà bên đến lượt đi được
check-puzzle-game-over = ván cờ đã kết thúc ở thế cờ này: câu đố cần một thế cờ mà bên đến lượt đi được
check-field-not-for-theme = `{ $field }` chỉ dùng với { $owners }, mà theme của câu đố này là "{ $theme }": hãy bỏ khóa đó
check-theme-needs-move = theme "{ $theme }" cần `move`, nước đi mà học sinh phải kể ra các quân bị lật, ví dụ move = "d3"
check-theme-needs-directions = theme "{ $theme }" cần `directions`, số đường ít nhất mà nước đi phải kẹp, ví dụ directions = 3
check-theme-needs-line = theme "{ $theme }" cần `line`, tên thế khai cuộc mà học sinh đi nước tiếp theo, ví dụ line = "tiger" (các thế khai cuộc: { $lines })
check-theme-needs-score = theme "{ $theme }" cần `score`, hiệu số quân cuối ván tốt nhất cho bên đến lượt, ví dụ score = 4
check-bad-directions = `directions` đang là { $value }: một nước đi kẹp các đường theo 1 đến 8 hướng
check-bad-score = `score` đang là { $value }: hiệu số quân cuối ván nằm trong khoảng -64 đến 64
check-unknown-opening = không có thế khai cuộc "{ $name }"{ $meant }; các thế mà bài `openings` dạy là: { $names }
check-glossary-term-twice = thuật ngữ `{ $id }`: id này bị dùng hai lần: hãy cho mỗi thuật ngữ một id riêng
check-glossary-missing-lesson = thiếu `lesson`: hãy ghi bài học dạy thuật ngữ này, ví dụ lesson = "corners"
check-glossary-unknown-lesson = thuật ngữ `{ $term }`: không có bài học nào có id "{ $wanted }"{ $meant }; hãy ghi bài học dạy thuật ngữ này
check-theme-lesson-missing = không có bài học nào có id `{ $lesson }`, mà theme câu đố `{ $theme }` lại được dạy trong bài đó (buổi luyện nhiều theme chỉ đưa `{ $theme }` sau bài đó): hãy trả lại id cho bài học, hoặc ghi id mới của nó vào danh sách theme (ThemeKind::taught_in)
check-too-few-practice-puzzles = theme câu đố `{ $theme }`, được dạy trong bài `{ $lesson }`, có { $count } câu đố, mà một theme được dạy cần ít nhất { $least }: hãy thêm { $more } câu nữa
check-bad-correct = `correct` đang là { $correct }, nhưng { $count ->
        [1] chỉ có 1 lựa chọn
       *[other] có { $count } lựa chọn
    }: hãy dùng một số từ 1 đến { $count }
check-bad-level = `level` đang là { $value }: ván cờ trong bài học được chơi với máy ở cấp { $least } đến { $most } (những máy trả lời ngay)
check-this-step = bước này
check-too-many-dictated = bước này bảo học sinh đi { $square }, nước duy nhất mà bước chấp nhận, giống như các bước { $earlier }: một bài học chỉ được chỉ định sẵn tối đa { $most } nước; hãy yêu cầu một nước theo điều nó đạt được (một `goal`), chấp nhận nhiều nước, hoặc biến bước này thành bước để đọc
check-too-much-reading = bước này chỉ để đọc, giống như các bước { $first } và { $second }: tối đa { $most } bước liên tiếp chỉ để đọc; hãy cho bước này hoặc một bước trước đó một nhiệm vụ (một `choice` về điều vừa được cho xem, một ô cần tìm), hoặc gộp hai bước thành một
check-duplicate-id = id { $what ->
        [lesson] bài học
       *[other] câu đố
    } "{ $id }" đã được dùng ở { $place }: mỗi { $what ->
        [lesson] bài học
       *[other] câu đố
    } cần một id riêng; hãy đổi tên một trong hai
check-duplicate-id-built-in = id { $what ->
        [lesson] bài học
       *[other] câu đố
    } "{ $id }" đã được dùng ở { $place } (có sẵn): mỗi { $what ->
        [lesson] bài học
       *[other] câu đố
    } cần một id riêng; hãy đổi tên một trong hai
check-game-state-told = `say` cho biết ván cờ đã kết thúc hay chưa, mà { $asks } lại hỏi điều đó: hãy mô tả thế cờ (bên nào đi được) và để học sinh tự kết luận
check-answer-number-told = `say` nêu { $numbers }, đáp án đúng của câu hỏi ở { $asks }: đừng nêu con số đó cho đến khi câu hỏi được trả lời
check-moves-named = `say` kể ra mọi nước hợp lệ ({ $moves }) mà { $asks } bảo học sinh tự tìm: hãy bỏ danh sách đó
check-mark-shows-moves = `mark` đánh dấu { $moves }, những nước hợp lệ mà { $asks } bảo học sinh tự tìm: hãy đánh dấu ô khác, hoặc không đánh dấu ô nào
check-dots-before-question = `dots = true` sẽ hiện các nước hợp lệ, mà { $asks } lại hỏi về chúng trên thế cờ này: chương trình sẽ ẩn chúng; hãy bỏ `dots`, hoặc cho hiện chúng ở một bước sau câu hỏi
check-unsourced-year = bài học nêu năm { $year } cho học sinh, mà tệp không có dòng `{ $source }` nào ghi nguồn của nó: hãy thêm một dòng chú thích như `{ $source } tài liệu luật chơi: ... { $year }` cho biết năm đó lấy từ đâu, hoặc nói bằng lời chung chung ("một ván giữa hai người chơi mạnh")
check-only-negative-answer = đáp án đúng (lựa chọn { $choice }) là đáp án phủ định duy nhất ({ $languages }): học sinh sẽ chọn câu "không" khác biệt đó mà không cần suy nghĩ; hãy thêm một lựa chọn phủ định nhưng sai ("Không, vì ..."), hoặc đặt câu hỏi sao cho đáp án là "có"
check-hint-names-move = gợi ý nêu ra { $squares }, một nước đúng: gợi ý chỉ đưa ra ý tưởng và để học sinh tự tìm ô (gợi ý thứ hai đã chỉ ra một phần tư bàn cờ)
check-hint-names-flip = gợi ý nêu ra { $squares }, một quân bị lật: gợi ý chỉ đưa ra ý tưởng và để học sinh tự tìm ô (gợi ý thứ hai đã chỉ ra một phần tư bàn cờ)
check-x-square-answers = mọi đáp án ({ $squares }) đều là ô X hoặc ô C cạnh một góc trống, những ô mà theme này dạy phải tránh: câu đố sẽ dạy điều ngược lại; hãy chọn thế cờ khác, hoặc theme khác với prompt gọi nước đó là một sự hy sinh
check-shared-hint = gợi ý "{ $hint }" được viết y hệt cho { $count } câu đố của tệp này ({ $ids }; bằng { $languages }): gợi ý nên nói về chính thế cờ đang xét (các quân, các nước đi, các đường của nó), để giúp được câu đố này; tối đa { $most } câu đố được dùng chung một gợi ý
check-hint-names-line = gợi ý nêu ra "{ $words }", đường chứa mọi nước đúng ({ $squares }) nhưng không chứa mọi nước hợp lệ: gợi ý đầu tiên chỉ nên gợi nhẹ, còn chỗ cần tìm là việc của gợi ý thứ hai (một phần tư bàn cờ); hãy nói điều thế cờ cho thấy (các quân, các nước đi, các loại đường)
check-mark-shows-flips = `mark` đánh dấu { $squares }, những quân bị lật, mà { $asks } lại bảo học sinh tự tìm: hãy đánh dấu nước đi thay vào đó
check-mark-shows-squares = `mark` đánh dấu { $marked } ô, trong đó { $right } ô là đáp án đúng của { $asks }: học sinh có thể chọn bất kỳ ô nào được đánh dấu; hãy đánh dấu ít đáp án đúng hơn, hoặc không đánh dấu ô nào
check-text-too-long = { $label }: văn bản { $language } có { $length } ký tự, mà một văn bản chỉ được tối đa { $most } ký tự: hãy tách thành những bước ngắn hơn
check-refused-control = { $label }: văn bản { $language } chứa ký tự điều khiển { $code }{ $name }, có thể chiếm quyền terminal của học sinh: hãy xóa ký tự đó (văn bản được chứa ký tự xuống dòng và tab, nhưng không được chứa ký tự điều khiển nào khác)
check-refused-invisible = { $label }: văn bản { $language } chứa ký tự vô hình { $code }{ $name }, có thể che giấu chữ hoặc đảo thứ tự chữ mà học sinh đọc: hãy xóa ký tự đó (văn bản không được chứa ký tự điều khiển hướng chữ, ký tự độ rộng bằng không hay ký tự định dạng vô hình nào khác)
check-field-not-for-task = `{ $field }` chỉ dùng với { $owners }, mà task của bước này là "{ $task }": hãy bỏ khóa đó hoặc đổi task
check-field-not-for-task-none = `{ $field }` chỉ dùng với { $owners }, mà bước này không có task: hãy bỏ khóa đó hoặc thêm một task có dùng nó
check-pass-not-forced = task "{ $task }", nhưng bên { $player ->
        [black] { color-black }
       *[other] { color-white }
    } vẫn còn nước hợp lệ ở đây ({ $legal }), mà người chơi còn nước đi thì không được bỏ lượt: hãy dùng một thế cờ mà bên { $player ->
        [black] { color-black }
       *[other] { color-white }
    } không còn nước nào
check-pass-game-over = task "{ $task }", nhưng ván cờ đã kết thúc ở đây: không ai phải bỏ lượt; hãy dùng task = "{ $outcome }"
check-game-not-over = task "{ $task }" cần một ván đã kết thúc, mà ván này chưa kết thúc: bên { $player ->
        [black] { color-black }
       *[other] { color-white }
    } vẫn còn đi được ({ $legal })
check-game-not-over-pass = task "{ $task }" cần một ván đã kết thúc, mà ván này chưa kết thúc: bên { $player ->
        [black] { color-black }
       *[other] { color-white }
    } phải bỏ lượt, nhưng bên { $player ->
        [black] { color-white }
       *[other] { color-black }
    } vẫn còn đi được
check-verdict-win = bên { $winner ->
        [black] { color-black }
       *[other] { color-white }
    } thắng { $high } - { $low }
check-verdict-draw = hòa { $high } - { $low }
check-missing-winner = task "{ $task }" cần `winner` ("black", "white" hoặc "draw"); ở đây { $verdict }
check-wrong-winner = `winner` đang là "{ $written }", nhưng đếm quân thì { $verdict }
check-centre-empty = thế cờ để trống { $squares }: ván nào cũng bắt đầu với quân ở { $centre }, và quân không bao giờ bị lấy khỏi bàn, nên không ván thật nào đi tới được thế này; hãy đặt quân vào đó
check-disc-island = các quân ở { $squares } không chạm quân nào nối với trung tâm: quân nào cũng được đặt cạnh một quân khác, nên không ván thật nào đi tới được thế này; hãy nối chúng với các quân khác hoặc bỏ chúng đi
check-same-answer-place = đáp án đúng là lựa chọn { $choice } ở đây và ở mọi bước lựa chọn giữ nguyên thứ tự của bài này (các bước { $steps }): hãy bỏ `shuffle = false`, hoặc đặt các đáp án đúng ở những vị trí khác nhau
check-answer-longest = đáp án đúng (lựa chọn { $choice }) dài nhất, hơn { $difference } ký tự ({ $right } ký tự, lựa chọn khác dài nhất là { $other }) trong { $language }: học sinh có thể đoán nó nhờ độ dài; hãy cho các lựa chọn dài gần bằng nhau
check-answer-shortest = đáp án đúng (lựa chọn { $choice }) ngắn nhất, kém { $difference } ký tự ({ $right } ký tự, lựa chọn khác ngắn nhất là { $other }) trong { $language }: học sinh có thể đoán nó nhờ độ dài; hãy cho các lựa chọn dài gần bằng nhau
check-task-without-move-pass = task "{ $task }" yêu cầu một nước đi, nhưng bên { $player ->
        [black] { color-black }
       *[other] { color-white }
    } không còn nước hợp lệ nào ở đây và phải bỏ lượt: hãy dùng task = "{ $then }"
check-task-without-move-over = task "{ $task }" yêu cầu một nước đi, nhưng ván cờ đã kết thúc ở đây ({ color-black } { $black }, { color-white } { $white }): không ai đi được nữa; hãy dùng task = "{ $then }"
check-result-told-count = `say` nói ra số quân ({ $black } - { $white }), mà { $asks } lại hỏi ai thắng: hãy bỏ đi ở đây, và nói ra sau khi câu hỏi đã được trả lời
check-result-told-margin = `say` nói ra cách biệt ({ $margin } quân), mà { $asks } lại hỏi ai thắng: hãy bỏ đi ở đây, và nói ra sau khi câu hỏi đã được trả lời
check-result-told-winner = `say` nói ra ai thắng, mà { $asks } lại hỏi điều đó: hãy bỏ đi ở đây, và nói ra sau khi câu hỏi đã được trả lời
check-mostly-negative-answers = đáp án đúng là câu phủ định ở { $count } trong số { $asked } câu hỏi có-hay-không ({ $steps }): học sinh sẽ sớm chọn "không" mà chẳng cần đọc; hãy đặt một số câu hỏi sao cho đáp án là "có"
check-on-wrong-never-shown = `on_wrong` không bao giờ được hiện ở đây: mọi câu trả lời sai của bước này đều đã có lời nhắc riêng ({ $fields }); hãy bỏ khóa đó
check-greedy-endgames = ở { $greedy } trong số { $endgames } câu đố tàn cuộc, nước lật nhiều quân nhất là một đáp án đúng ({ $puzzles }); tối đa { $most } trên { $of } câu được như vậy ({ $allowed } câu ở đây), để lối chơi tham không được lợi: hãy thay { $replace } câu trong số đó bằng thế cờ mà nước tham là sai

## check: files and positions

check-file-language = { $code ->
        [en] tiếng Anh
        [id] tiếng Indonesia
        [vi] tiếng Việt
       *[other] { $name }
    }
check-file-wrong-type = không đọc được `{ $field }`: { $found }, trong khi cần { $expected }
check-file-wrong-type-item = { $found }, trong khi cần { $expected }
check-file-found = { $kind ->
        [string] gặp văn bản { $value }
        [integer] gặp số nguyên `{ $value }`
        [float] gặp số thập phân `{ $value }`
        [boolean] gặp giá trị đúng/sai `{ $value }`
        [sequence] gặp một danh sách
        [length] gặp một danh sách có { $value } giá trị
       *[map] gặp một bảng
    }
check-file-expected = { $kind ->
        [list] một danh sách như ["d3", "c4"]
        [number] một số nguyên (không có dấu ngoặc kép)
        [boolean] true hoặc false (không có dấu ngoặc kép)
        [string] văn bản trong dấu ngoặc kép
        [text] văn bản: một bảng các ngôn ngữ như { $example }
        [position] một thế cờ: {"{"} start = true {"}"}, {"{"} moves = "f5d6" {"}"} hoặc {"{"} board = "...", to_move = "black" {"}"}
        [step] một bước: một bảng [[step]] có say = ...
        [puzzle] một câu đố: một bảng [[puzzle]] có id = ...
       *[term] một thuật ngữ: một bảng [[term]] có id = ..., lesson = ..., term = ..., meaning = ...
    }
check-file-bad-square = `{ $field }`: `{ $text }` không phải tên một ô: hãy dùng cột a-h và hàng 1-8, ví dụ d3
check-file-moves-token = `moves`: ký tự thứ { $at }: `{ $text }` không phải tên một ô (a1..h8), cũng không phải `pa` để bỏ lượt
check-file-moves-refused = `moves`: nước thứ { $number } ({ $mv }, ký tự thứ { $at }): { $why }
check-file-moves-occupied = { $square } không còn trống: đã có quân { $owner ->
        [black] { color-black }
       *[other] { color-white }
    } ở đó
check-file-moves-encloses-nothing = { $square } không phải nước hợp lệ của bên { $player ->
        [black] { color-black }
       *[other] { color-white }
    }: không hướng nào kẹp được quân đối thủ
check-file-moves-pass = bên { $player ->
        [black] { color-black }
       *[other] { color-white }
    } không được bỏ lượt: người chơi còn nước hợp lệ thì phải đi ({ $moves })
check-file-moves-over = ván cờ đã kết thúc: không thể đi thêm nước nào
check-file-moves-over-pass = ván cờ đã kết thúc: không còn lượt nào để bỏ
check-file-board-length = `board`: chuỗi bàn cờ viết trên một dòng có 64 ô (a1..h8, lần lượt từng hàng), mà chuỗi này có { $found } (sơ đồ gồm 8 dòng, mỗi dòng 8 ô; bàn cờ viết trên một dòng có 64 ô a1..h8)
check-file-board-cell = `board`: ô { $square } (ký tự thứ { $at }): `{ $ch }` không phải X (đen), O (trắng) hay - (trống)
check-file-board-rows = `board`: sơ đồ có { $found } hàng, mà cần đủ 8 hàng (hàng 1-8, từ trên xuống dưới) (sơ đồ gồm 8 dòng, mỗi dòng 8 ô; bàn cờ viết trên một dòng có 64 ô a1..h8)
check-file-board-columns = `board`: hàng { $row } của sơ đồ có { $found } ô, mà cần đủ 8 ô (cột a-h)
check-file-board-char = `board`: hàng { $row } của sơ đồ: `{ $ch }` không phải là quân cờ; hãy dùng B hoặc X cho quân đen, W hoặc O cho quân trắng, . hoặc - cho ô trống
check-file-position-needed = bước này có { $has ->
        [both] `task` và `reply`
        [task] `task`
       *[reply] `reply`
    } nhưng không có `position`, mà bàn cờ ở đây lại tùy vào nước đi của học sinh ở bước { $step } ({ $why ->
        [any] nước hợp lệ nào cũng được chấp nhận
        [game] ván cờ đi theo hướng học sinh và máy dẫn dắt
       *[accepts] bước đó chấp nhận { $accepted }
    }): hãy cho bước này một `position` riêng{ $why ->
        [any] {""}
       *[other] , hoặc chỉ chấp nhận một nước duy nhất ở bước đó
    }
check-file-reply-after = {" "}sau { $square }
check-file-reply-illegal = `reply` { $mv }{ $after }: { $mv } không phải nước hợp lệ của bên { $player ->
        [black] { color-black }
       *[other] { color-white }
    } ở đây (nước hợp lệ: { $legal })
check-file-reply-has-moves = `reply` { $mv }{ $after }: bên { $player ->
        [black] { color-black }
       *[other] { color-white }
    } không được bỏ lượt: vẫn còn nước hợp lệ ({ $legal })
check-file-reply-must-pass = `reply` { $mv }{ $after }: bên { $player ->
        [black] { color-black }
       *[other] { color-white }
    } không còn nước hợp lệ nào ở đây và phải bỏ lượt: hãy viết reply = "pass"
check-file-reply-over = `reply` { $mv }{ $after }: ván cờ đã kết thúc sau bước này: hãy bỏ `reply`
check-file-ftl-parse = không phân tích được theo cú pháp Fluent: { $detail }
check-file-ftl-twice = không phân tích được: thông điệp `{ $id }` được viết hai lần
check-file-ftl-missing = thiếu thông điệp `{ $id }` (en.ftl dòng { $line })
check-file-ftl-variables = biến của thông điệp `{ $id }`: { $own }, trong khi bản tiếng Anh có: { $english }
check-file-ftl-no-variable = không có
check-file-ftl-not-in-english = thông điệp `{ $id }` không có trong bản tiếng Anh

## check: answers and goals

check-answer-difference = { $which ->
        [missing] còn thiếu { $missing }
        [extra] không được ghi { $extra }
       *[both] còn thiếu { $missing }; không được ghi { $extra }
    }
check-answer-wrong-legal-moves = `answer` không khớp với các nước hợp lệ của bên { $player ->
        [black] { color-black }
       *[other] { color-white }
    }: { $difference } (các nước hợp lệ là { $legal })
check-answer-missing-move = task "{ $task }" cần `move`, tức nước đi có các quân bị lật được đánh dấu, ví dụ move = "{ $example }"
check-answer-wrong-flips = `answer` không khớp với các quân mà { $square } lật: { $difference } ({ $square } lật { $flips })
check-answer-wrong-solution = `solution` không ghi đúng mọi nước đạt mục tiêu: { $difference } (các nước đạt mục tiêu: { $answer })
check-answer-wrong-solution-flips = `solution` không ghi đúng mọi quân mà { $move } lật: { $difference } (các quân nó lật: { $answer })
check-answer-nudge-names-answer = `{ $field }` ({ $language }) nêu tên { $squares }, { $count ->
        [1] đáp án đúng
       *[other] những đáp án đúng
    } của bước này: lời nhắc nói nước đi của người học đã làm gì và vì sao đó không phải điều được hỏi, không bao giờ nói ra đáp án
check-answer-nudge-class = { $class ->
        [taken] một ô đã có quân
        [illegal] một ô trống mà đặt quân vào đó không kẹp được quân nào
        [legal] một nước hợp lệ mà bước này không hỏi (ở bước find-square: một ô trống có thể đặt quân)
        [pass] bỏ lượt trong khi vẫn còn nước hợp lệ
        [set] một tập ô sai (all-legal, predict-flips)
        [outcome] sai bên thắng hoặc sai số quân (outcome)
       *[choice] một lựa chọn sai (choice)
    }
check-answer-nudge-never-shown = `{ $field }` không bao giờ được hiện ở đây: bước này không có câu trả lời sai nào là { $kind }, và { $there }; hãy bỏ nó, hoặc chuyển lời của nó sang loại câu trả lời phù hợp
check-answer-nudge-no-wrong-answer = bước này không có câu trả lời sai nào
check-answer-nudge-wrong-answers = các câu trả lời sai của nó là { $kinds }
check-answer-goal = { $goal ->
        [encloses-row] các nước kẹp được ít nhất một đường theo hàng ngang
        [encloses-column] các nước kẹp được ít nhất một đường theo cột dọc
        [encloses-diagonal] các nước kẹp được ít nhất một đường theo đường chéo
        [most-flips] các nước lật được nhiều quân nhất
        [force-pass] các nước khiến đối thủ không còn nước hợp lệ trong khi ván chưa kết thúc
        [wipeout] các nước lật hết mọi quân của đối thủ
        [end-now] các nước mà sau đó cả hai bên đều không đi được nữa
        [corner] các nước ở góc (a1, h1, a8, h8)
        [no-corner] các nước mà sau đó đối thủ không thể ép chiếm một góc trong vòng 4 nước (nước đáp của nó, nước trả lời của bạn, nước tiếp theo của nó)
        [fewest-moves] các nước để lại cho đối thủ ít nước hợp lệ nhất
        [most-stable] các nước mà sau đó bên đi có nhiều quân ổn định nhất: góc, và các quân nối liền với một góc cùng màu thành một đường không đứt dọc theo cạnh
        [quiet] các nước êm: không quân nào bị lật còn chạm ô trống sau nước đi
        [win] các nước thắng khi cả hai bên đều chơi hoàn hảo (bộ giải chính xác)
       *[best] các nước đạt kết quả cuối cùng tốt nhất (bộ giải chính xác)
    }
check-answer-goal-too-many-empties = goal "{ $goal }" do bộ giải chính xác quyết định, mà thế cờ này có { $empties } ô trống, trong khi bộ giải chỉ xử lý tối đa { $most }: hãy dùng một thế cờ muộn hơn, hoặc ghi các nước vào `accept` mà không dùng goal
check-answer-goal-cannot-win = goal "{ $goal }": không nước nào của bên { $mover ->
        [black] { color-black }
       *[other] { color-white }
    } thắng được ở đây, kết quả tốt nhất khi chơi hoàn hảo là { $best }; hãy dùng goal "best" hoặc một thế cờ khác
check-answer-goal-no-move = không nước hợp lệ nào của bên { $mover ->
        [black] { color-black }
       *[other] { color-white }
    } đạt goal "{ $goal }" ({ $describe }) ở đây (các nước hợp lệ: { $legal })
check-answer-theme-no-move = không nước hợp lệ nào của bên { $mover ->
        [black] { color-black }
       *[other] { color-white }
    } đạt mục tiêu của theme "{ $theme }" ở đây: hãy đổi thế cờ hoặc theme
check-answer-theme-every-move = mọi nước hợp lệ của bên { $mover ->
        [black] { color-black }
       *[other] { color-white }
    } đều đạt mục tiêu của theme "{ $theme }" ở đây, nên câu đố chẳng hỏi gì cả: hãy chọn một thế cờ có những nước không đạt
check-answer-theme-illegal-move = `move` là { $move }, nhưng đó không phải nước hợp lệ của bên { $mover ->
        [black] { color-black }
       *[other] { color-white }
    } ở đây (các nước hợp lệ: { $legal })
check-answer-theme-too-many-empties = thế cờ cuối ván này có { $empties } ô trống, trong khi câu đố cuối ván chỉ được có tối đa { $most }, để câu nào cũng giải chính xác được
check-answer-theme-cannot-win = bên { $mover ->
        [black] { color-black }
       *[other] { color-white }
    } không thể thắng thế cờ cuối ván này: kết quả tốt nhất khi chơi hoàn hảo là { $best } (hòa hoặc thua); hãy dùng theme "{ $instead }" hoặc một thế cờ khác
check-answer-theme-score = `score` là { $written }, nhưng khi chơi hoàn hảo, hiệu số quân cuối ván tốt nhất của bên { $mover ->
        [black] { color-black }
       *[other] { color-white }
    } là { $best } (bằng { $moves })
check-answer-theme-stable-beyond-rule = sau { $move }, máy tìm thấy những quân ổn định của bên { $mover ->
        [black] { color-black }
       *[other] { color-white }
    } mà quy tắc trong bài học (góc, và các quân nối liền với một góc cùng màu dọc theo cạnh) không tính: { $extra }; hãy chọn một thế cờ mà hai cách tính trùng nhau sau mọi nước đi
check-answer-theme-greedy-wins = { $greedy } lật nhiều quân nhất mà vẫn thắng, nên ở đây tham lại có lợi: theme "{ $theme }" cần một thế cờ mà mọi nước lật nhiều nhất đều không thắng (hãy dùng theme "{ $instead }")
check-answer-theme-not-on-line = thế cờ này không đạt được bằng những nước đầu của khai cuộc "{ $line }" ({ $record }) trong bất kỳ phép đối xứng nào trong tám phép đối xứng của bàn cờ: hãy đi các nước đó từ đầu, hoặc xoay bàn cờ
check-answer-theme-line-ends = thế cờ này đã là toàn bộ khai cuộc "{ $line }" ({ $record }): khai cuộc không còn nước tiếp theo để hỏi; hãy lấy thế cờ sớm hơn một nước
check-answer-accept-not-goal = `accept` không khớp với các nước đạt goal "{ $goal }" ({ $describe }): { $squares }; hãy nhận đúng { $meets }, hoặc bỏ `accept`
check-answer-accept-missing = { $square } đạt goal ({ $why }) nhưng không được nhận
check-answer-accept-extra = { $square } được nhận nhưng không đạt goal ({ $why })
check-answer-why-line = { $discs } theo { $kind ->
        [row] hàng ngang
        [column] cột dọc
       *[diagonal] đường chéo
    }
check-answer-why-encloses = nước đó kẹp { $lines }
check-answer-why-flips = nước đó lật { $flips } quân; nhiều nhất là { $most }
check-answer-why-must-pass = bên { $player ->
        [black] { color-black }
       *[other] { color-white }
    } phải bỏ lượt
check-answer-why-over = ván đã kết thúc
check-answer-why-has-moves = sau đó bên { $player ->
        [black] { color-black }
       *[other] { color-white }
    } có { $moves } nước hợp lệ
check-answer-why-keeps = bên { $player ->
        [black] { color-black }
       *[other] { color-white }
    } còn { $discs } quân
check-answer-why-nobody-moves = sau đó không ai đi được nữa
check-answer-why-goes-on = ván vẫn tiếp tục
check-answer-why-corner = một góc
check-answer-why-not-corner = không phải góc
check-answer-why-no-corner = bên { $player ->
        [black] { color-black }
       *[other] { color-white }
    } không chiếm được góc nào trong vòng { $plies } nước
check-answer-why-corner-now = bên { $player ->
        [black] { color-black }
       *[other] { color-white }
    } có thể chiếm ngay { $corners }
check-answer-why-corner-forced = bên { $player ->
        [black] { color-black }
       *[other] { color-white }
    } đáp { $first } rồi chiếm { $corners }, dù bên { $mover ->
        [black] { color-black }
       *[other] { color-white }
    } đi thế nào
check-answer-why-fewest = sau đó bên { $player ->
        [black] { color-black }
       *[other] { color-white }
    } có { $moves } nước hợp lệ; ít nhất là { $fewest }
check-answer-why-stable = sau đó bên { $player ->
        [black] { color-black }
       *[other] { color-white }
    } có { $stable } quân ổn định; nhiều nhất là { $most }
check-answer-why-quiet = không quân nào nó lật chạm ô trống
check-answer-why-loud = { $count ->
       *[other] { $squares } vẫn chạm ô trống
    }
check-answer-why-ends = khi chơi hoàn hảo, ván kết thúc với { $score }
check-answer-nudge-false = `{ $field }` ({ $language }) nói { $what }, nhưng điều đó sai sau { $answers } ({ $why }){ $fix }
check-answer-nudge-answers-more = { $shown } và { $more } câu trả lời khác
check-answer-nudge-pass = một lần bỏ lượt
check-answer-nudge-set = một tập ô sai
check-answer-nudge-outcome = một bên thắng sai
check-answer-nudge-choice = một lựa chọn sai
check-answer-nudge-fix-kinds = : `on_wrong` được hiện sau mọi loại câu trả lời sai; hãy cho mỗi loại một lời nhắc riêng ({ $fields }) và trong mỗi lời nhắc chỉ nói điều đúng với loại đó
check-answer-nudge-fix-every = : chỉ nói điều đúng với mọi câu trả lời mà nó theo sau
check-answer-nudge-fix-class = : `{ $field }` được hiện sau mọi { $class ->
        [taken] ô đã có quân
        [illegal] ô trống không kẹp được gì
        [legal] nước hợp lệ mà bước này không hỏi
        [pass] lần bỏ lượt
        [set] tập ô sai
        [outcome] bên thắng sai
       *[choice] lựa chọn sai
    } ở đây; chỉ nói điều đúng với từng trường hợp
check-answer-fact-pass = câu trả lời là bỏ lượt, không phải một nước đi vào ô
check-answer-fact-taken = { $square } đã có quân, nên không phải nước hợp lệ
check-answer-fact-encloses-nothing = { $square } không kẹp được gì, nên không phải nước hợp lệ
check-answer-fact-legal = { $square } là nước hợp lệ
check-answer-fact-holds = { $square } có quân
check-answer-fact-empty = { $square } đang trống
check-answer-fact-holds-colour = { $square } có quân { $colour ->
        [black] { color-black }
       *[other] { color-white }
    }
check-answer-fact-corner = { $square } là một góc
check-answer-fact-not-corner = { $square } không phải góc
check-answer-fact-x-square = { $square } là ô X
check-answer-fact-not-x-square = { $square } không phải ô X
check-answer-fact-c-square = { $square } là ô C
check-answer-fact-not-c-square = { $square } không phải ô C
check-answer-fact-on-edge = { $square } nằm trên { $edge ->
        [top] cạnh trên
        [bottom] cạnh dưới
        [left] cạnh trái
        [right] cạnh phải
       *[any] một cạnh
    }
check-answer-fact-not-on-edge = { $square } không nằm trên { $edge ->
        [top] cạnh trên
        [bottom] cạnh dưới
        [left] cạnh trái
        [right] cạnh phải
       *[any] cạnh nào
    }
check-answer-fact-is = câu trả lời là { $other }
check-answer-fact-is-not = { $square } không phải { $other }
check-answer-fact-no-region = { $square } không trống: nó không thuộc vùng nào
check-answer-fact-region = { $square } nằm trong một vùng { $size } ô trống ({ $parity ->
        [odd] lẻ
       *[even] chẵn
    })
check-answer-fact-illegal-encloses = { $square } không phải nước hợp lệ: nó không kẹp được gì
check-answer-fact-encloses-along = { $square } kẹp theo { $lines }
check-answer-fact-line = { $kind ->
        [row] hàng ngang
        [column] cột dọc
       *[diagonal] đường chéo
    }
check-answer-fact-of-a-side = câu đó nói về một bên chơi, không phải về một ô
check-answer-fact-has-moves = sau { $square }, bên { $player ->
        [black] { color-black }
       *[other] { color-white }
    } có { $moves } nước hợp lệ
check-answer-fact-no-move = sau { $square }, bên { $player ->
        [black] { color-black }
       *[other] { color-white }
    } không có nước hợp lệ nào
check-answer-fact-no-corner-now = sau { $square }, bên { $player ->
        [black] { color-black }
       *[other] { color-white }
    } không thể chiếm góc ngay
check-answer-fact-corner-now = sau { $square }, bên { $player ->
        [black] { color-black }
       *[other] { color-white }
    } có thể chiếm { $corners }
check-answer-fact-not-answering = bên { $player ->
        [black] { color-black }
       *[other] { color-white }
    } đã đi { $square }: đó không phải bên đáp lại nước này
check-answer-fact-no-corner-by-force = sau { $square }, bên { $player ->
        [black] { color-black }
       *[other] { color-white }
    } không chiếm được góc nào trong vòng { $plies } nước, dù đi thế nào
check-answer-fact-corner-by-force = sau { $square }, bên { $player ->
        [black] { color-black }
       *[other] { color-white }
    } chắc chắn chiếm được { $corners }
check-answer-fact-reaches = sau { $square }, bên { $player ->
        [black] { color-black }
       *[other] { color-white }
    } có thể đi { $target }
check-answer-fact-not-reaches = sau { $square }, bên { $player ->
        [black] { color-black }
       *[other] { color-white }
    } không thể đi { $target }
check-answer-fact-of-a-square = câu đó nói về một ô, không phải về một bên chơi
