# The interface strings in English.
# One message per sentence; a `# ` comment above each says what it is for.
# `$name`s are filled in by the tutor: keep each one a message has. A colour
# comes as `black` or `white`, to choose the words with a selector; a count
# comes as a number, for plurals.

# `black` / `hitam` / `đen` (lower case, for the middle of a sentence).
# (Color::Black)
color-black = black

# `black` / `hitam` / `đen` (lower case, for the middle of a sentence).
# (Color::White)
color-white = white

# `1 disc`, `3 discs` / `3 bidak` / `3 quân`.
discs =
    { $n ->
        [1] 1 disc
       *[other] { $n } discs
    }

# `10 steps` / `10 tahap` / `10 bước` (steps of a lesson).
steps =
    { $n ->
        [1] 1 step
       *[other] { $n } steps
    }

# Whose turn it is and the disc count: `Black to move. Black 2, white 2.`
to-move = { $player ->
        [black] Black
       *[white] White
    } to move. Black { $black }, white { $white }.

# Whose turn it is, without the count (when counting is the learner's task).
to-move-uncounted = { $player ->
        [black] Black
       *[white] White
    } to move.

# The disc count alone: `Black 2, white 2.`
disc-count = Black { $black }, white { $white }.

# The game has ended (neither side can move).
game-over = The game is over: neither side can move.

# The legal moves shown on the board as `*`.
legal-moves = Legal moves (*): { $moves }

# The side to move has no legal move (it must pass).
no-legal-move = { $player ->
        [black] Black
       *[white] White
    } has no legal move.

# The squares the lesson highlights (empty ones are drawn as `+`).
marked = Marked: { $squares }

# What the board's characters mean.
legend = { $black } black, { $white } white, . empty, * legal move, + marked square

# A legal move and its flips: `Black d3 is legal: it flips 1 disc (d4).`
move-is-legal = { $player ->
        [black] Black
       *[white] White
    } { $square } is legal: it flips { $flips_count ->
        [1] 1 disc
       *[other] { $flips_count } discs
    } ({ $flips }).

# The heading over the board after a move: `The board after d3 (white to move):`
board-after = The board after { $square } ({ $to_move ->
        [black] black
       *[white] white
    } to move):

# The heading over the board as it is: `The board (black to move):`
board-now = The board ({ $to_move ->
        [black] black
       *[white] white
    } to move):

# What one legal move flips: `flips d4`.
flips-list = flips { $flips }

# The side to move must pass: `Black to move has no legal move and must pass; then white moves.`
must-pass = { $player ->
        [black] Black
       *[white] White
    } to move has no legal move and must pass; then { $player_opposite ->
        [black] black
       *[white] white
    } moves.

# The final count of a finished game:
# `The game is over: neither side can move. Black 13, white 0, 51 empty: black wins.`
final-count = { game-over } Black { $black }, white { $white }, { $empty } empty: { $verdict }.

# `explain` on a finished game: there is no move to explain.
nothing-to-explain = There is no move to explain: the game is over.

# A move of a game record that cannot be played, and why:
# `move 2 (a1, character 3): a1 is not a legal move for white: ...`.
record-move-refused = move { $number } ({ $mv }, character { $at }): { $why }

# One line describing a computer level (`Level 2: flips as many discs as it can ...`).
# (Level::Random)
level-line-random = Level 1: plays any legal move, at random.

# One line describing a computer level (`Level 2: flips as many discs as it can ...`).
# (Level::MostFlips)
level-line-most-flips = Level 2: flips as many discs as it can, the beginner's classic mistake; only a corner comes first.

# One line describing a computer level (`Level 2: flips as many discs as it can ...`).
# (Level::CornersAndEdges)
level-line-corners-and-edges = Level 3: takes corners and edges first, and avoids opening a corner for you.

# One line describing a computer level (`Level 2: flips as many discs as it can ...`).
# (Level::Mobility)
level-line-mobility = Level 4: looks three moves ahead, counting the moves each side has (mobility) and the corners.

# One line describing a computer level (`Level 2: flips as many discs as it can ...`).
# (Level::Strong)
level-line-strong = Level 5: looks five moves ahead and weighs mobility, corners, stable discs and parity; perfect from 16 empty squares.

# One line describing a computer level (`Level 2: flips as many discs as it can ...`).
# (Level::Deep)
level-line-deep = Level 6: as level 5, eight moves ahead; perfect from 20 empty squares.

# The heading of a game against the computer: `Game 1: you play black against the computer at level 3.`
game-against-computer = Game { $number }: you play { $learner ->
        [black] black
       *[white] white
    } against the computer at level { $level }.

# The heading of a game between two people: who plays which colour.
game-two-players = Game { $number }: two players on one board; player 1 plays { $player_one ->
        [black] black
       *[white] white
    }, player 2 plays { $player_one_opposite ->
        [black] black
       *[white] white
    }.

# A person's move: `Black plays d3 and flips 1 disc: d4.`
person-played = { $player ->
        [black] Black
       *[white] White
    } plays { $square } and flips { $flips_count ->
        [1] 1 disc
       *[other] { $flips_count } discs
    }: { $flips }.

# The computer's move: `The computer (white) plays c3 and flips 1 disc: d4.`
computer-played = The computer ({ $player ->
        [black] black
       *[white] white
    }) plays { $square } and flips { $flips_count ->
        [1] 1 disc
       *[other] { $flips_count } discs
    }: { $flips }.

# The turn timer ran out: a random legal move is played instead.
time-up = Time is up for { $player ->
        [black] black
       *[white] white
    }: the random legal move { $square } is played instead.

# A pass made because the player has no legal move, with the reason.
forced-pass = { $player ->
        [black] Black
       *[white] White
    } has no legal move: no empty square encloses a line of { $player_opposite ->
        [black] black
       *[white] white
    } discs. { $player ->
        [black] Black
       *[white] White
    } passes, and { $player_opposite ->
        [black] black
       *[white] white
    } moves again.

# The final count and the winner: `Black 40, white 24: black wins.`
game-result = Black { $black }, white { $white }: { $verdict }.

# The games won so far, by the learner and the computer or by player 1 and player 2.
# (when against_computer)
tally-against-computer = Games so far: you won { $seat }, the computer won { $other }, { $draws } drawn.

# The games won so far, by the learner and the computer or by player 1 and player 2.
# (otherwise)
tally-not-against-computer = Games so far: player 1 won { $seat }, player 2 won { $other }, { $draws } drawn.

# Moves taken back.
undone =
    { $moves ->
        [1] Took back 1 move.
       *[other] Took back { $moves } moves.
    }

# Undo with no move of the learner's to take back.
nothing-to-undo = There is no move of yours to take back.

# Moves played again after an undo.
redone =
    { $moves ->
        [1] Played 1 move again.
       *[other] Played { $moves } moves again.
    }

# Redo with nothing taken back.
nothing-to-redo = There is no move to play again.

# A move typed on the computer's turn.
not-your-turn = It is the computer's turn.

# A move typed after the end of the game.
game-is-over = The game is over: type new for another game, or undo to take moves back.

# A move typed while the finished game is replayed.
replaying = The game is being replayed: type replay to stop, or new for another game.

# The heading of the last move explained (its enclosed lines follow).
last-move = The last move: { $player ->
        [black] black
       *[white] white
    } played { $square } and flipped { $flips_count ->
        [1] 1 disc
       *[other] { $flips_count } discs
    }:

# `explain` before any disc was placed.
no-move-yet = No disc has been placed in this game yet.

# The game record was saved in a file.
saved-to = The game is saved in { $path }.

# The game record could not be saved (`why` is the system's reason).
not-saved = The game could not be saved in { $path }: { $why }

# The game record shown (`save` without a file).
game-record = The game record: { $record } (save FILE keeps it in a file).

# A game record was loaded from a file.
loaded =
    { $moves ->
        [1] { $path } is loaded: 1 move.
       *[other] { $path } is loaded: { $moves } moves.
    }

# A game record could not be loaded (`why`: the system's or the record's reason).
not-loaded = { $path } could not be loaded: { $why }

# `load` without a file name.
load-what = Type load and the name of a file, such as: load game.txt

# The heading of the list of saved games on the game screen.
saved-games-heading = Saved games, the newest first:

# The keys of the list of saved games.
prompt-load-keys = Choose a game with { $choose } and press { $load } to go on with it; { $back } goes back to this game.

# There is no saved game to load: none in `folder` yet, or (`None`) no
# data folder at all.
# (Some(folder))
no-saved-games-some = No saved games in { $folder } yet: press { $save } during a game to save one.

# There is no saved game to load: none in `folder` yet, or (`None`) no
# data folder at all.
# (None)
no-saved-games-none = There is no data folder to keep games in: play --record FILE goes on with a saved game.

# The legal-move dots switched on or off.
# (when on)
dots-shown-on = The legal moves are shown as *.

# The legal-move dots switched on or off.
# (otherwise)
dots-shown-not-on = The legal moves are no longer shown.

# The start of a replay of the finished game.
replay-start = Replay of the game ({ $moves ->
        [1] 1 move
       *[other] { $moves } moves
    }), from the start position.

# Going on past the last move of a replay.
replay-at-end = That was the last move: type back for the moves before, or replay to stop.

# `replay` before the game is over.
replay-when-over = A game can be replayed once it is over.

# The time left on the turn timer.
time-left = { $seconds ->
        [1] 1 second
       *[other] { $seconds } seconds
    } left for this move.

# Asking the learner for a move against the computer.
prompt-your-move = Your move ({ $player ->
        [black] black
       *[white] white
    }): type a square, such as d3, or help for the commands.

# Asking for a move in a game between two people.
prompt-players-move = { $player ->
        [black] Black
       *[white] White
    } to move: type a square, such as d3, or help for the commands.

# What to type once the game is over.
prompt-game-over = Type new for another game, replay to step through this one, review to see which moves lost, save to keep it, or quit.

# What to type during a replay.
prompt-replay = Enter: the next move; back: the move before; replay: stop.

# A graded move: `Move 23: white b2.`
review-move = Move { $number }: { $player ->
        [black] black
       *[white] white
    } { $played }.

# A move that lost without a simple reason to show.
# (when exact)
reason-unseen-exact = No simple rule shows why: the exact count of the endgame does.

# A move that lost without a simple reason to show.
# (otherwise)
reason-unseen-not-exact = No simple rule shows why: the search sees it a few moves ahead.

# How many moves kept the best result.
review-summary = { $best_kept } of { $moves ->
        [1] 1 move
       *[other] { $moves } moves
    } kept the best result.

# A review in which no move lost anything.
review-clean = No move lost anything.

# The result of a match between two levels, from level `a`'s side.
match-result = Level { $a } against level { $b }, { $games ->
        [1] 1 game
       *[other] { $games } games
    }: level { $a } won { $wins }, lost { $losses }, drew { $draws }.

# The home menu's entry of a game.
menu-play = Play

# The opponent in the play setup: the computer, or a second person.
# (when computer)
opponent-name-computer = the computer

# The opponent in the play setup: the computer, or a second person.
# (otherwise)
opponent-name-not-computer = two people, one board

# The turn timer's value in the play setup: off, or seconds a move.
# (Some(s))
timer-value-some = { $s ->
        [1] 1 second
       *[other] { $s } seconds
    }

# The turn timer's value in the play setup: off, or seconds a move.
# (None)
timer-value-none = off

# The turn timer on the screen: how long a move may take, and what happens when the time runs out.
# (Some(s))
timer-help-some = Turn timer: { $s ->
        [1] 1 second
       *[other] { $s } seconds
    } a move. When it runs out, a random legal move is played for the player to move.

# The turn timer on the screen: how long a move may take, and what happens when the time runs out.
# (None)
timer-help-none = No turn timer. With one (30 or 60 seconds a move), a random legal move is played for a player whose time runs out.

# What Enter does in the play setup.
act-start = start

# What Esc does in a game: back to the home screen.
act-home = home

# The prompt while the computer works out its move.
computer-thinking = The computer is thinking…

# The prompt of a finished game, with the keys of another game, a replay, a review and a save.
prompt-over-keys = The game is over: { $new } another game, { $replay } replay it move by move, { $review } review your moves, { $save } save the record.

# The prompt of a replay on the game screen.
prompt-replay-keys = { $steps } the move before or after; { $back } back to the end of the game.

# There is no data folder to save a game in: its record shown instead.
record-not-saved = There is no data folder to save in. The game record: { $record }

# A new game asked for in the middle of one.
confirm-new-game = The game is not over: press the same key again to start a new one.

# The play setup's first row when a game was left unfinished: Enter goes on with it.
go-on-unfinished = Go on with the game you left unfinished ({ $moves ->
        [1] 1 move
       *[other] { $moves } moves
    })

# A saved game chosen over a game in progress: Enter again replaces it.
confirm-load-game = The game is not over: press { $load } again to replace it with the game chosen.

# Plain mode: `typed` (new, load FILE) would replace a game in progress;
# the same line again does it.
confirm-typed-again = The game is not over: type { $typed } again to replace it.

# Leaving asked for in the middle of a game.
confirm-leave-game = The game is not over: press the same key again to leave it without saving.

# A review asked for before the end of the game.
review-when-over = A game can be reviewed once it is over.

# The review screen's title.
review-title = Game review

# The review screen while the moves are graded.
grading = Grading the moves: the solver and the level-6 search take a few seconds… ({ $done } of { $total ->
        [1] 1 move
       *[other] { $total } moves
    })

# `play` without a terminal: the game runs in plain text.
game-not-a-terminal = the output is not a terminal: the game runs in plain text

# A right move: `Right: black plays d3 and flips 1 disc: d4.`
right-move = Right: { $player ->
        [black] black
       *[white] white
    } plays { $square } and flips { $flips_count ->
        [1] 1 disc
       *[other] { $flips_count } discs
    }: { $flips }.

# A right pass.
right-pass = Right: { $player ->
        [black] black
       *[white] white
    } has no legal move, so { $player ->
        [black] black
       *[white] white
    } passes and { $player_opposite ->
        [black] black
       *[white] white
    } moves again.

# Every legal move found.
right-all-legal = Right: the legal moves are { $moves }.

# The flips of a move predicted.
right-flips = Right: { $square } flips { $flips }.

# The result of a finished game said right.
right-outcome = Right: black { $black }, white { $white }: { $verdict }.

# A right choice.
right-choice = Right.

# The square asked for, named: `Right: c6.`
right-square = Right: { $square }.

# An empty square where no direction encloses a line (the rows follow).
encloses-nothing = { $square } is not a legal move for { $player ->
        [black] black
       *[white] white
    }: no direction encloses a line of opponent discs.

# A legal move that the step did not ask for (the enclosed rows follow).
not-asked = { $square } is a legal move (it would flip { $flips }), but it is not the move this step asks for.

# A pass refused because the player has legal moves.
pass-refused = { $player ->
        [black] Black
       *[white] White
    } may not pass: there are legal moves ({ $moves }), and a player who can move must move.

# The opening of a wrong set of squares (the details follow).
not-quite = Not quite.

# Squares the learner marked that do not flip.
extra-flips = These do not flip: { $extra }.

# Why the discs of a move flip: the heading of the enclosed rows.
why-flips = { $square } flips { $flips }:

# The right winner with the wrong count (a nudge: not the count).
count-again = The winner is right, but the count is not: count each colour again.

# The wrong winner (a nudge: not who won).
winner-again = That is not the result: count the discs of each colour again.

# The answer to a find-every-move step.
answer-all-legal = The legal moves are { $moves }.

# The answer to a pass step.
answer-pass = { $player ->
        [black] Black
       *[white] White
    } has no legal move, so { $player ->
        [black] Black
       *[white] White
    } must pass.

# The answer to a who-won step.
answer-outcome = Black has { $black ->
        [1] 1 disc
       *[other] { $black } discs
    } and white has { $white }: { $verdict }.

# The answer to a multiple-choice step (counting from 1).
answer-choice = The right answer is number { $number }.

# The answer to a find-the-square step.
answer-squares = The square asked for: { $squares }.

# `reveal` where there is nothing to reveal.
nothing-to-reveal = There is no answer to show here.

# A wrong choice.
wrong-choice = That is not the right answer.

# A square that is not the one asked for.
wrong-square = { $square } is not the square asked for.

# The other side's scripted move.
reply-played = { $player ->
        [black] Black
       *[white] White
    } answers { $square } and flips { $flips }.

# The other side's scripted pass.
reply-passed = { $player ->
        [black] Black
       *[white] White
    } has no legal move and passes.

# The other side answers next, on the key that goes on: `White answers next: Enter shows the move.`
reply-comes = { $player ->
        [black] Black
       *[white] White
    } answers next: { $key } shows the move.

# A hint written in the lesson: `Hint: ...`.
hint = Hint: { $text }

# No hint to give.
no-hint = There is no hint for this step.

# `Lesson: The first move (10 steps)`.
lesson-heading = Lesson: { $title } ({ $steps })

# `Step 4 of 10` (counting from 1).
step-heading = Step { $step } of { $steps }

# Where to find the commands.
type-help = Type help to see the commands.

# After a step to read.
prompt-read = Press Enter to go on.

# Asking for one of the moves the step names.
prompt-play = Your move: type a square, such as d3.

# Asking for any legal move, with the legal squares hidden.
prompt-any-legal = Play any legal move (the legal moves are not shown this time).

# Asking for every legal move.
prompt-all-legal = Type every legal move, separated by spaces, such as c4 d3.

# Asking which discs a move flips.
prompt-predict-flips = Type every disc that { $square } would flip, separated by spaces.

# Asking for a move or a pass.
prompt-pass = Type a move, or pass if { $player ->
        [black] black
       *[white] white
    } has no legal move.

# Asking who won a finished game.
prompt-outcome = Who won? Type black, white or draw, and the count if you like (black first), such as: black 40 24.

# Asking for the number of a choice.
prompt-choice = Type the number of your answer.

# Asking for a square, which is not played.
prompt-find-square = Type the square, such as c6.

# Asking for the learner's next move in a lesson's game (the legal moves not shown).
prompt-game = Your move: type a square (the legal moves are not shown). The computer answers at once.

# The learner's move in a game: `You play d3 and flip d4.`
game-you-played = You play { $square } and flip { $flips_count ->
        [1] 1 disc
       *[other] { $flips_count } discs
    }: { $flips }.

# The learner's move took a corner.
game-corner-taken = You took the corner { $corner }. A corner disc can never be flipped.

# After the learner's move `player` may take `corner`, which it could not before.
game-corner-given = Careful: after your move, { $player ->
        [black] black
       *[white] white
    } can take the corner { $corner }.

# The title of the rules quiz.
quiz-title = Rules quiz

# The title of the lesson tasks due for review.
task-review-title = Lesson tasks to review

# The puzzle menu's row of the lesson tasks due for review.
menu-lesson-tasks = Lesson tasks to review

# No lesson task is due for review today; `queued` are in the queue.
no-lesson-tasks-due = No lesson task is due for review today ({ $queued } in the queue). A task you answer wrong twice in a lesson comes back here the next day.

# The course has no rules quiz (no lesson `first-game`, or no task
# before it marked `stands_alone`).
no-quiz = This course has no rules quiz: it needs the lesson first-game, and tasks marked stands_alone in the lessons before it.

# An answer of the wrong kind for a step that wants a move.
expects-move = This step asks for a move: type a square, such as d3.

# An answer of the wrong kind for a step that wants a move or a pass.
expects-move-or-pass = This step asks for a move (a square such as d3) or pass.

# An answer of the wrong kind for a step that wants squares.
expects-squares = This step asks for squares: type them separated by spaces, such as d3 e6.

# An answer of the wrong kind for a step that asks who won.
expects-outcome = This step asks who won: black, white or draw.

# An answer of the wrong kind for a multiple-choice step.
expects-choice = This step asks for the number of an answer.

# An answer of the wrong kind for a step that wants a square named.
expects-square = This step asks for a square: type one, such as c6.

# A choice number out of range.
no-such-choice = Choose a number from 1 to { $count }.

# An answer on a step that asks nothing.
nothing-asked = There is nothing to answer here: press Enter to go on.

# An answer on a step already answered.
already-done = This step is already done: press Enter to go on.

# The lesson is over: nothing more to answer.
lesson-over = The lesson is finished.

# Going on from a step that still waits for its answer.
answer-first = This step waits for your answer (or type hint, or skip).

# After a wrong answer.
try-again = Try again, or type hint or skip.

# A line that is neither an answer nor a command.
not-understood = I did not understand "{ $text }". Type help to see the commands.

# `back` on the first step.
first-step = This is the first step: there is no step before it.

# A step skipped (counting from 1).
skipped = Step { $step } skipped.

# The end of the lesson, with how the tasks went.
finished = Lesson finished: { $right_first_time } of { $tasks } tasks right at the first try, { $skipped } skipped.

# Leaving before the end (`quit`).
leaving = Leaving the lesson at step { $step } of { $steps }.

# A lesson opened where the learner stopped, and how to start it again.
going-on-at = You go on at step { $step } of { $steps }, where you stopped. To start the lesson again, add --from-start.

# The input ended before the lesson did.
end-of-input = End of input: leaving the lesson at step { $step } of { $steps }.

# The progress file was damaged: it was kept aside at `kept_at`, unchanged,
# and the learner starts afresh.
progress-damaged = Your progress file was damaged ({ $what }). It is kept, unchanged, at { $kept_at }; you start afresh.

# The progress file comes from a newer reversi-tutor: it is never written.
progress-newer = Your progress file comes from a newer reversi-tutor (version { $version }). It is left as it is; what you do now is not saved.

# Another copy of the tutor uses the same progress: both are kept.
progress-shared = Another copy of reversi-tutor is running; the progress of both is kept.

# Progress could not be opened or saved (`why` is the system's reason).
progress-not-saved = Your progress is not saved: { $why }

# Where the progress is saved, after a fault stopped the tutor.
progress-saved-in = Your progress is saved in { $path }.

# The progress was kept in memory only (no folder could hold it), after a fault.
progress-in-memory = Your progress was kept in memory only: it is not saved.

# A fault in the program (a panic) stopped the tutor; its details follow.
program-fault = A fault in the program stopped the tutor.

# Where the learner stopped in a lesson not yet finished (counting from 1).
stopped-at = stopped at step { $step }

# The idea of a puzzle theme, the first hint of a puzzle without its own.
# (ThemeKind::LegalMove)
theme-idea-legal-move = A move is legal where it encloses a line: next to an opponent disc, with one of your own discs at the far end of that line.

# The idea of a puzzle theme, the first hint of a puzzle without its own.
# (ThemeKind::MaxFlips)
theme-idea-max-flips = Count the flips of each move in every direction: the lines of one move add up.

# The idea of a puzzle theme, the first hint of a puzzle without its own.
# (ThemeKind::Directions)
theme-idea-directions = Look for an empty square with opponent discs on several sides, each line closed by one of your discs further out.

# The idea of a puzzle theme, the first hint of a puzzle without its own.
# (ThemeKind::ForcePass)
theme-idea-force-pass = After your move the opponent must have no square that encloses a line: look at the discs their moves would need.

# The idea of a puzzle theme, the first hint of a puzzle without its own.
# (ThemeKind::Wipeout)
theme-idea-wipeout = Look for the move that encloses every opponent disc at once.

# The idea of a puzzle theme, the first hint of a puzzle without its own.
# (ThemeKind::EndNow)
theme-idea-end-now = After your move neither side may have a legal move: look for the move that leaves no line to enclose for either colour.

# The idea of a puzzle theme, the first hint of a puzzle without its own.
# (ThemeKind::PredictFlips)
theme-idea-predict-flips = Walk out from the new disc in each of the eight directions: a line flips only when one of your discs closes it.

# The idea of a puzzle theme, the first hint of a puzzle without its own.
# (ThemeKind::AvoidXSquare)
theme-idea-avoid-xsquare = Before you play, look at each empty corner: after your move, could the opponent enclose a line into it?

# The idea of a puzzle theme, the first hint of a puzzle without its own.
# (ThemeKind::MinMobility)
theme-idea-min-mobility = For each move, count the squares the opponent could then play: fewer moves for them is better for you.

# The idea of a puzzle theme, the first hint of a puzzle without its own.
# (ThemeKind::Stable)
theme-idea-stable = A disc is stable when it is a corner, or joined to a corner of its colour along an edge with no gap. Count yours after each move.

# The idea of a puzzle theme, the first hint of a puzzle without its own.
# (ThemeKind::FewerIsMore)
theme-idea-fewer-is-more = The move that flips the most is a trap here. For each move, ask what your opponent can do next.

# The idea of a puzzle theme, the first hint of a puzzle without its own.
# (ThemeKind::QuietMove)
theme-idea-quiet-move = Look at the discs each move flips: after a quiet move, none of them touches an empty square.

# The idea of a puzzle theme, the first hint of a puzzle without its own.
# (ThemeKind::Opening)
theme-idea-opening = Openings are written as if black began with f5. Turn the board in your mind until this position looks like the line.

# The idea of a puzzle theme, the first hint of a puzzle without its own.
# (ThemeKind::Corner)
theme-idea-corner = A corner can never be flipped. Follow the edges and diagonals that lead into each corner.

# The idea of a puzzle theme, the first hint of a puzzle without its own.
# (ThemeKind::EndgameWin)
theme-idea-endgame-win = Flipping the most is not always best: for each move, think of the opponent's best reply.

# The idea of a puzzle theme, the first hint of a puzzle without its own.
# (ThemeKind::EndgameBest)
theme-idea-endgame-best = Think to the end of the game: for each move, ask what the opponent answers; a move that makes the opponent pass can gain discs.

# Which hint this is: `(hint 1 of 2)`.
hint-level = (hint { $level } of { $levels })

# A hint asked for after the last one.
no-more-hints = That was the last hint: type reveal to see the answer.

# A puzzle's heading: `Puzzle corner-001 (rating 800)` (the id already names the theme).
puzzle-heading = Puzzle { $id } (rating { $rating })

# The streak on the status line: `streak 4 (best 7)`.
streak-now = streak { $current } (best { $best })

# The puzzles due for review today, on the status line: `5 to review`.
review-now = { $due } to review

# A first try not rated: help came before the first move.
not-rated-helped = Not rated: you had help before your first move.

# A first try not rated: the learner had met the puzzle before.
not-rated-met-before = Not rated: you have met this puzzle before.

# A puzzle skipped before any answer is not rated.
not-rated-skipped = Not rated: you gave no answer.

# A missed or helped puzzle goes to review: back in `days` days, on `due`.
# (1)
review-scheduled-1 = It comes back for review tomorrow, { $due }.

# A missed or helped puzzle goes to review: back in `days` days, on `due`.
# (_)
review-scheduled-other = It comes back for review in { $days ->
        [1] 1 day
       *[other] { $days } days
    }, on { $due }.

# A puzzle solved at the first try leaves the review queue.
review-left = Solved at the first try: it leaves your review queue.

# The streak grows: `Streak: 4 (best 7).`
streak-extended = Streak: { $current } (best { $best }).

# The streak ends.
streak-ended = The streak ends at { $at } (best { $best }); the next puzzle starts a new one.

# A legal move that misses the puzzle's goal (what it does instead follows).
not-the-goal = { $square } is a legal move (it flips { $flips }), but it does not meet the goal.

# A move that encloses lines in too few directions.
fewer-directions =
    { $enclosed ->
        [1] { $square } encloses a line in 1 direction; the goal is at least { $wanted }.
       *[other] { $square } encloses lines in { $enclosed } directions; the goal is at least { $wanted }.
    }

# After a move meant to end the game, the game goes on.
game-goes-on = After { $square } the game goes on: { $next ->
        [black] black
       *[white] white
    } still has a legal move.

# A move meant to take a corner that is not one.
not-a-corner = { $square } is not a corner: the corners are a1, h1, a8 and h8.

# After a right force-pass answer: `opponent` must pass, and the mover plays again.
goal-met-pass = { $opponent ->
        [black] Black
       *[white] White
    } has no legal move and must pass: { $opponent_opposite ->
        [black] black
       *[white] white
    } plays again.

# After a right end-now answer: nobody can move, the game is over with this count.
goal-met-over = Nobody can move: the game is over, black { $black }, white { $white }.

# After a right wipe-out answer: `opponent` has no disc left, the game is over.
goal-met-wipeout = { $opponent ->
        [black] Black
       *[white] White
    } has no disc left: the game is over, black { $black }, white { $white }.

# After a right `stable` answer: the mover's stable discs now, and before.
goal-met-stable = Your stable discs: { $before } before this move, { $stable } now. No other move makes more.

# After a right `opening` answer: the line's name, its moves as written
# from f5, and as played on this board.
goal-met-opening = That is { $line }: written from f5 it goes { $written }; on this board it goes { $here }.

# A move that is not the next of the opening `line`; that of `other` when
# another named line goes on with it.
# (Some(other))
off-the-line-some = { $square } is not the next move of { $line } here: it plays { $other }.

# A move that is not the next of the opening `line`; that of `other` when
# another named line goes on with it.
# (None)
off-the-line-none = { $square } is not the next move of { $line } on this board.

# A named opening, as the lesson on openings calls it: `the tiger`.
# (OpeningLine::Perpendicular)
opening-name-perpendicular = the perpendicular opening

# A named opening, as the lesson on openings calls it: `the tiger`.
# (OpeningLine::Diagonal)
opening-name-diagonal = the diagonal opening

# A named opening, as the lesson on openings calls it: `the tiger`.
# (OpeningLine::Parallel)
opening-name-parallel = the parallel opening

# A named opening, as the lesson on openings calls it: `the tiger`.
# (OpeningLine::Tiger)
opening-name-tiger = the tiger

# A named opening, as the lesson on openings calls it: `the tiger`.
# (OpeningLine::Cow)
opening-name-cow = the cow

# A named opening, as the lesson on openings calls it: `the tiger`.
# (OpeningLine::Rabbit)
opening-name-rabbit = the rabbit

# A named opening, as the lesson on openings calls it: `the tiger`.
# (OpeningLine::Heath)
opening-name-heath = the heath

# A named opening, as the lesson on openings calls it: `the tiger`.
# (OpeningLine::Buffalo)
opening-name-buffalo = the buffalo

# A move meant to leave the opponent the fewest moves that leaves more.
leaves-more-moves = After { $square }, { $opponent ->
        [black] black
       *[white] white
    } has { $moves ->
        [1] 1 legal move
       *[other] { $moves } legal moves
    }; another move leaves { $opponent ->
        [black] black
       *[white] white
    } only { $fewest }.

# A move played to show the answer: `Black plays h5 and flips 2 discs: g5, f5.`
plays = { $player ->
        [black] Black
       *[white] White
    } plays { $square } and flips { $flips_count ->
        [1] 1 disc
       *[other] { $flips_count } discs
    }: { $flips }.

# What to type once a puzzle is done.
puzzle-done-prompt = Press Enter for the next puzzle, or type quit.

# An answer of the wrong kind for a puzzle.
puzzle-expects-move = This puzzle asks for a move: type a square, such as d3.

# An answer to a puzzle already solved or revealed.
puzzle-already-done = This puzzle is done: press Enter for the next one.

# Going on from a puzzle still open.
puzzle-waits = This puzzle waits for your move (or type hint, reveal or skip).

# After a wrong move at a puzzle.
puzzle-try-again = Try again, or type hint, reveal or skip.

# A puzzle left with skip.
puzzle-skipped = Puzzle skipped.

# `back` in a trainer session.
no-back-in-puzzles = There is no going back in puzzles: type skip for the next one.

# Every puzzle of the session's choice has been served.
no-more-puzzles = No more puzzles here.

# No puzzle at all of the theme asked for (or none at all).
# (Some(theme))
no-puzzles-in-some = There is no puzzle of the theme { $theme }.

# No puzzle at all of the theme asked for (or none at all).
# (None)
no-puzzles-in-none = There are no puzzles.

# Review mode with nothing due today; when the next puzzle comes back, if any.
# (Some(next))
nothing-due-some = No puzzle is due for review today; the next comes back on { $next }.

# Review mode with nothing due today; when the next puzzle comes back, if any.
# (None)
nothing-due-none = Your review queue is empty.

# Retry mode with no puzzle missed today.
nothing-missed-today = You have missed no puzzle today.

# How a trainer session went.
trainer-finished = Puzzles this time: { $served }; { $first_try } solved at the first try, { $solved } solved in all.

# Leaving a trainer session (`quit`).
trainer-leaving = Leaving the puzzles.

# The input ended during a trainer session.
trainer-end-of-input = End of input: leaving the puzzles.

# An unknown puzzle id, with the nearest id there is.
# (Some(near))
unknown-puzzle-some = there is no puzzle `{ $id }`: did you mean `{ $near }`?

# An unknown puzzle id, with the nearest id there is.
# (None)
unknown-puzzle-none = there is no puzzle `{ $id }`; `reversi-tutor puzzles list` shows the themes

# The heading of the puzzle list.
puzzles-heading = { $count ->
        [1] 1 puzzle
       *[other] { $count } puzzles
    }, by theme:

# The learner's rating in the puzzle list.
list-rating =
    { $rated ->
        [1] Your rating: { $rating } (±{ $deviation }), from 1 rated puzzle.
       *[other] Your rating: { $rating } (±{ $deviation }), from { $rated } rated puzzles.
    }

# The learner's streaks in the puzzle list.
list-streak = Best streak: { $best } (now { $current }).

# The review queue in the puzzle list.
list-review = To review: { $due } today, { $queued } in the queue.

# A strategy theme waits for its lesson, in the puzzle list: `after lesson 14`.
after-lesson = after lesson { $number }

# A strategy theme waits for lesson `number`, called `title`, before a
# session that mixes themes serves it; chosen by name it is served at once.
theme-waits-for-lesson = Rated and streak sessions serve these puzzles once you have finished lesson { $number } · { $title }. Chosen here, they start now.

# The glossary's heading: how many words it explains.
glossary-title = Glossary: { $terms } words of the game, each with the lesson that teaches it.

# Under a glossary word: the lesson that teaches it, `number` in the course.
glossary-taught-in = Taught in lesson { $number } · { $title }.

# What a command does in a trainer session, for its help.
# (Command::Lesson(LessonCommand::Next) | Command::Game(GameCommand::Next))
puzzle-command-help-lesson-next-game-next = the next puzzle, once this one is done (also an empty line)

# What a command does in a trainer session, for its help.
# (Command::Lesson(LessonCommand::Back) | Command::Game(GameCommand::Back))
puzzle-command-help-lesson-back-game-back = (not used in puzzles)

# What a command does in a trainer session, for its help.
# (Command::Lesson(LessonCommand::Retry))
puzzle-command-help-lesson-retry = (not used in puzzles)

# What a command does in a trainer session, for its help.
# (Command::Lesson(LessonCommand::Skip))
puzzle-command-help-lesson-skip = leave this puzzle for the next one

# What a command does in a trainer session, for its help.
# (Command::Lesson(LessonCommand::Hint))
puzzle-command-help-lesson-hint = a hint: first the idea, then where to look

# What a command does in a trainer session, for its help.
# (Command::Lesson(LessonCommand::Reveal))
puzzle-command-help-lesson-reveal = show the answer and its line

# What a command does in a trainer session, for its help.
# (Command::Help)
puzzle-command-help-help = this list

# What a command does in a trainer session, for its help.
# (Command::Quit)
puzzle-command-help-quit = leave (your progress is kept)

# What a command does in a trainer session, for its help.
# (Command::Game(_))
puzzle-command-help-game = (not used in puzzles)

# What a session command does, for the help.
# (Command::Lesson(LessonCommand::Next) | Command::Game(GameCommand::Next))
command-help-lesson-next-game-next = go on (also an empty line)

# What a session command does, for the help.
# (Command::Lesson(LessonCommand::Back) | Command::Game(GameCommand::Back))
command-help-lesson-back-game-back = go back one step

# What a session command does, for the help.
# (Command::Lesson(LessonCommand::Retry))
command-help-lesson-retry = try this step again

# What a session command does, for the help.
# (Command::Lesson(LessonCommand::Skip))
command-help-lesson-skip = skip this step

# What a session command does, for the help.
# (Command::Lesson(LessonCommand::Hint))
command-help-lesson-hint = a hint

# What a session command does, for the help.
# (Command::Lesson(LessonCommand::Reveal))
command-help-lesson-reveal = show the answer

# What a session command does, for the help.
# (Command::Game(GameCommand::Undo))
command-help-game-undo = take back your last move (against the computer, its reply too)

# What a session command does, for the help.
# (Command::Game(GameCommand::Redo))
command-help-game-redo = play again what undo took back

# What a session command does, for the help.
# (Command::Game(GameCommand::Explain))
command-help-game-explain = explain the last move: the lines it enclosed

# What a session command does, for the help.
# (Command::Game(GameCommand::Dots))
command-help-game-dots = show or hide the legal moves (*)

# What a session command does, for the help.
# (Command::Game(GameCommand::Save))
command-help-game-save = save the game record: save FILE, else the --save file, else a new file in the data folder's games

# What a session command does, for the help.
# (Command::Game(GameCommand::Load))
command-help-game-load = load a game record: load FILE

# What a session command does, for the help.
# (Command::Game(GameCommand::NewGame))
command-help-game-new-game = start the next game (the colours swap, unless --no-swap)

# What a session command does, for the help.
# (Command::Game(GameCommand::Replay))
command-help-game-replay = step through the finished game move by move (again to stop)

# What a session command does, for the help.
# (Command::Game(GameCommand::Review))
command-help-game-review = grade every move of the game and list the costliest

# What a session command does, for the help.
# (Command::Help)
command-help-help = this list

# What a session command does, for the help.
# (Command::Quit)
command-help-quit = leave

# What `next` and `back` do in a game: step a replay (true: next).
# (when forward)
replay-step-help-forward = in a replay: the next move (also an empty line)

# What `next` and `back` do in a game: step a replay (true: next).
# (otherwise)
replay-step-help-not-forward = in a replay: the move before

# The heading of the help.
commands-heading = Commands:

# The home menu's entry for the course.
menu-lessons = Lessons

# The home menu's entry for the settings.
menu-settings = Settings

# The home menu's entry for the glossary.
menu-glossary = Glossary

# The home menu's entry for the keys.
menu-help = Help

# The home menu's entry that leaves.
menu-quit = Quit

# How many lessons are finished: `7 of 21 done`.
lessons-done = { $done } of { $total } done

# Where the learner stopped: `Continue: 8 · No chain reaction (step 3)`.
continue-at = Continue: { $number } · { $title } (step { $step })

# Every lesson finished.
all-done = Every lesson is done: open any of them to go through it again.

# A setting switched on or off.
# (when on)
on-off-on = on

# A setting switched on or off.
# (otherwise)
on-off-not-on = off

# Keys that move the cursor on the board.
act-move-cursor = move the cursor

# Typing a square (`d3`) puts the cursor on it.
act-type-square = type a square (d3) to put the cursor on it

# The key that plays the square under the cursor.
act-play = play

# The key that marks or unmarks the square under the cursor.
act-pick = mark a square

# The key that gives the squares marked as the answer.
act-answer = answer

# The key that passes.
act-pass = pass

# A click on a square.
act-click = click a square to play it (or mark it)

# How the key lists name the mouse, in the column of keys.
mouse-key = mouse

# Keys that choose an answer by its number.
act-number = choose an answer by its number

# The key that goes back to the list of lessons.
act-lessons = lessons

# Keys that move through a list.
act-choose = choose

# The key that opens the entry chosen.
act-open = open

# The glossary's key that opens the lesson teaching the word at the top.
act-open-term-lesson = open the lesson that teaches the word at the top

# Keys that change the setting chosen.
act-change = change

# The key that goes back to the screen before.
act-back = back

# The key that closes the key list.
act-close = close

# The keys that scroll the key list.
act-scroll = scroll

# The window is too small for the screen: `Make the window larger (needs 40×14, now 20×8).`
too-small = Make the window larger (needs { $need_w }×{ $need_h }, now { $w }×{ $h }).

# The squares the learner has marked so far.
your-squares = Your squares: { $squares }

# The home menu's entry for the classroom demo.
menu-demo = Classroom demo

# What the classroom demo's chooser offers.
demo-choose = Show the class a lesson step by step, or a game move by move: choose a lesson, or type a game record (f5d6c3...) and press { $open }.

# The chooser's row for a game record, with what has been typed: `Game record: f5d6c3`.
demo-record = Game record: { $record }

# A task whose answer is hidden until the presenter shows it: the class guesses first.
demo-guess-first = Guess first: the answer comes next.

# Forward on the last step of a lesson or the last move of a game.
demo-at-end = That was the last one: ← goes back.

# The classroom demo and the sandbox draw on a terminal, and the output is not one.
demo-needs-terminal = the classroom demo and the sandbox need a terminal: the output is not one

# The sandbox's name: a board to set up any position on.
sandbox-name = Sandbox

# The chooser's row that opens the sandbox.
sandbox-row = Sandbox: set up any position

# A position with a centre square empty, which no game reaches.
unreached-centre = No real game reaches this position: every game starts with discs on d4, e4, d5 and e5, and a disc is never taken off (empty now: { $empty }).

# A position with discs not joined to the others, which no game reaches.
unreached-apart = No real game reaches this position: every disc is placed next to another, so the discs on { $discs } cannot stand apart.

# Where the sandbox's export was written.
exported-to = Exported to { $path }, with a picture of the board beside it (.svg): paste the table into a lesson step (in a puzzle file it is called [puzzle.position]).

# The sandbox's export could not be written to a file, and why.
export-not-written = Not written to a file ({ $why }): copy the table from the screen.

# The sandbox's export was not written to a file: there is no data folder.
export-no-folder = Not written to a file: there is no data folder (see --data-dir); copy the table from the screen.

# What the line below it holds: the board string of the position, for `--position`.
board-string-label = Board string (for --position):

# Under a board string cut into lines to fit the window: it is one string.
board-string-cut = It is one string, cut into lines to fit the window: type it without the breaks.

# The key that switches auto-advance on and off.
act-auto = auto-advance on / off

# The keys that make auto-advance wait longer or shorter.
act-delay = auto-advance waits longer / shorter

# The key that opens the position shown in the sandbox.
act-sandbox = open this position in the sandbox

# Space or a click: the square under the cursor turns empty, black, white in turn.
act-cycle = empty, black, white in turn

# The key that changes the side to move.
act-side = change the side to move

# The key that exports the position.
act-export = export: a diagram and a board string, also written to a file

# The key that empties the whole board.
act-clear = empty the whole board

# The key that sets up the start position.
act-start-position = the start position

# The key that undoes the sandbox's last change.
act-undo-change = undo the last change

# `key` pressed once would empty the board: again, and it does; `undo` undoes it.
sandbox-confirm-clear = Press { $key } again to empty the whole board; { $undo } undoes it.

# `key` pressed once would set up the start position: again, and it does.
sandbox-confirm-start = Press { $key } again to set up the start position; { $undo } undoes it.

# The sandbox's last change was undone.
sandbox-undone = The last change is undone.

# The sandbox has no change to undo.
sandbox-nothing-to-undo = There is no change to undo.

# Typing a game record on the chooser.
act-type-record = type a game record

# Auto-advance, as one short word on the key bar.
key-auto = auto

# The delay of auto-advance, as one short word on the key bar.
key-delay = delay

# The side to move, as a short word on the key bar.
key-side = side to move

# An empty square, as one short word on the key bar.
key-empty = empty

# Export, as one short word on the key bar.
key-export = export

# The output is not a terminal, so a lesson or the puzzles run in plain text.
not-a-terminal = the output is not a terminal: running in plain text instead of the full-screen tutor

# The home menu's entry for the puzzle trainer.
menu-puzzles = Puzzles

# A mode of the puzzle menu, in a few words.
# (Mode::Theme)
puzzle-mode-name-theme = All themes, one after another

# A mode of the puzzle menu, in a few words.
# (Mode::Rated)
puzzle-mode-name-rated = Rated: near your rating

# A mode of the puzzle menu, in a few words.
# (Mode::Streak)
puzzle-mode-name-streak = Streak: one miss ends the run

# A mode of the puzzle menu, in a few words.
# (Mode::Review)
puzzle-mode-name-review = Review: the puzzles you missed

# A mode of the puzzle menu, in a few words.
# (Mode::Retry)
puzzle-mode-name-retry = Retry today's misses

# A puzzle theme's name on the puzzle menu, in a few words.
# (ThemeKind::LegalMove)
theme-title-legal-move = Find a legal move

# A puzzle theme's name on the puzzle menu, in a few words.
# (ThemeKind::PredictFlips)
theme-title-predict-flips = Name the flipped discs

# A puzzle theme's name on the puzzle menu, in a few words.
# (ThemeKind::MaxFlips)
theme-title-max-flips = Flip the most

# A puzzle theme's name on the puzzle menu, in a few words.
# (ThemeKind::Directions)
theme-title-directions = Enclose in many directions

# A puzzle theme's name on the puzzle menu, in a few words.
# (ThemeKind::ForcePass)
theme-title-force-pass = Make the opponent pass

# A puzzle theme's name on the puzzle menu, in a few words.
# (ThemeKind::Wipeout)
theme-title-wipeout = Wipe out the opponent

# A puzzle theme's name on the puzzle menu, in a few words.
# (ThemeKind::EndNow)
theme-title-end-now = End the game now

# A puzzle theme's name on the puzzle menu, in a few words.
# (ThemeKind::Corner)
theme-title-corner = Take a corner

# A puzzle theme's name on the puzzle menu, in a few words.
# (ThemeKind::AvoidXSquare)
theme-title-avoid-xsquare = Give away no corner

# A puzzle theme's name on the puzzle menu, in a few words.
# (ThemeKind::Stable)
theme-title-stable = Make stable discs

# A puzzle theme's name on the puzzle menu, in a few words.
# (ThemeKind::FewerIsMore)
theme-title-fewer-is-more = Fewer is more: beat greed

# A puzzle theme's name on the puzzle menu, in a few words.
# (ThemeKind::MinMobility)
theme-title-min-mobility = Leave the fewest moves

# A puzzle theme's name on the puzzle menu, in a few words.
# (ThemeKind::QuietMove)
theme-title-quiet-move = Play the quiet move

# A puzzle theme's name on the puzzle menu, in a few words.
# (ThemeKind::EndgameWin)
theme-title-endgame-win = Endgame: win

# A puzzle theme's name on the puzzle menu, in a few words.
# (ThemeKind::EndgameBest)
theme-title-endgame-best = Endgame: the best score

# A puzzle theme's name on the puzzle menu, in a few words.
# (ThemeKind::Opening)
theme-title-opening = Openings: the next move

# What a session command's key does on the puzzle screen of the full-screen tutor, for its key list.
# (Command::Lesson(LessonCommand::Next) | Command::Game(GameCommand::Next))
puzzle-key-help-lesson-next-game-next = the next puzzle, once this one is done

# What a session command's key does on the puzzle screen of the full-screen tutor, for its key list.
# (Command::Lesson(LessonCommand::Back) | Command::Game(GameCommand::Back) | Command::Lesson(LessonCommand::Retry))
puzzle-key-help-lesson-back-game-back-lesson-retry = no going back in puzzles: it says how to skip instead

# What a session command's key does on the puzzle screen of the full-screen tutor, for its key list.
# (Command::Lesson(LessonCommand::Skip))
puzzle-key-help-lesson-skip = leave this puzzle for the next one

# What a session command's key does on the puzzle screen of the full-screen tutor, for its key list.
# (Command::Lesson(LessonCommand::Hint))
puzzle-key-help-lesson-hint = a hint: first the idea, then where to look

# What a session command's key does on the puzzle screen of the full-screen tutor, for its key list.
# (Command::Lesson(LessonCommand::Reveal))
puzzle-key-help-lesson-reveal = show the answer and play out its line

# What a session command's key does on the puzzle screen of the full-screen tutor, for its key list.
# (Command::Help)
puzzle-key-help-help = this list of keys

# What a session command's key does on the puzzle screen of the full-screen tutor, for its key list.
# (Command::Quit)
puzzle-key-help-quit = quit, with your progress saved

# What a session command's key does on the puzzle screen of the full-screen tutor, for its key list.
# (Command::Game(_))
puzzle-key-help-game = (not used in puzzles)

# The key that goes back to the puzzle menu.
act-puzzles = puzzles

# The key that opens the rules quiz.
act-quiz = rules quiz

# The keys that play an answer's best line forward and back, on the key bar.
act-line = best line

# The keys that play an answer's best line forward and back, for the key list.
act-line-help = play the best line forward or back, one move at a time

# Where the board stands in an endgame's best line: `Best line, move 2 of 9.`
line-step = Best line, move { $at } of { $moves }.

# Going on from a puzzle still open, with the keys that help.
puzzle-waits-keys = This puzzle waits for your move ({ $hint } hint, { $reveal } answer, { $skip } skip).

# A hint asked for after the last one, with the key that shows the answer.
last-hint-key = That was the last hint: { $reveal } shows the answer.

# Back in a puzzle, with the key that skips it.
no-back-key = There is no going back in puzzles: { $skip } skips to the next one.

# Enter on a step or puzzle that asks for squares, with none marked yet.
mark-first = Nothing is marked yet: mark each square with { $mark } or a click, then press { $answer }.

# Next on a lesson step that waits for its answer, with the keys of a hint
# and of a skip.
step-waits-keys = This step waits for your answer ({ $hint } hint, { $skip } skip).

# What to do at a predict-flips puzzle in the full-screen tutor: mark the discs, then answer (`mark` and `answer` are the keys).
prompt-mark-flips = Mark every disc that { $square } would flip ({ $mark } or a click on each), then press { $answer }.

# The full-screen prompt of a step that asks for every legal move: mark
# each with `mark` (or a click), then answer with `answer`.
prompt-mark-moves = Mark every legal move ({ $mark } or a click on each), then press { $answer }.

# The full-screen prompt of a step that asks for a move or a pass: `key` passes.
prompt-pass-keys = Play a move, or press { $key } to pass if { $player ->
        [black] black
       *[white] white
    } has no legal move.

# The full-screen prompt of a step that asks who won: press the number
# of the answer listed.
prompt-outcome-keys = Who won? Press the number of your answer.

# Where the teacher's lesson folders were named (`source`: a variable or a file).
lesson-folders-from = your lessons are read from { $folders } (named in { $source })

# Where the teacher's puzzle folders were named (`source`: a variable or a file).
puzzle-folders-from = your puzzles are read from { $folders } (named in { $source })

# The config file cannot be used (`why` says where and why): its folders are left out.
config-not-used = { $why }. The folders of this file are not used until it is fixed.

# The built-in course was written to `dir`, with how to check and use it.
course-exported = Wrote { $lessons ->
        [1] 1 lesson file
       *[other] { $lessons } lesson files
    } and { $puzzles ->
        [1] 1 puzzle file
       *[other] { $puzzles } puzzle files
    }, with their READMEs, to { $dir }. Check them with `reversi-tutor check { $dir }`. Use them with --lessons-dir { $dir }/lessons --puzzles-dir { $dir }/puzzles, or name the folders in the config file.

# A folder to write into holds files already.
folder-not-empty = { $dir } is not empty: choose an empty folder, or add --force to write over its files.

# A file to write exists already.
file-exists = { $file } exists already: choose another name, or add --force.

# A new lesson file was written, with what to do next.
lesson-written = Wrote the lesson `{ $id }` to { $file }. Write your steps, run `reversi-tutor check { $file }`, then try it with `reversi-tutor lesson { $file }`.

# An id that a lesson cannot have.
bad-lesson-id = `{ $id }` cannot be a lesson id: use lowercase letters a-z, digits and hyphens, like first-move

# A file could not be written (`why` is the system's reason).
cannot-write = cannot write { $file }: { $why }

# A first try at a teacher's puzzle, which does not move the rating.
not-rated-teachers = Not counted for your rating: this puzzle is your teacher's.

# `puzzles --set` of a folder or file without a puzzle to serve.
no-puzzles-in-set = { $set } has no puzzle to serve: check it with `reversi-tutor check { $set }`

# `puzzles generate --out FILE` of a file that exists, without --merge or --force.
generated-file-exists = { $file } exists already and is left as it is: add --merge to add the new puzzles to its end (every line there is kept), or --force to write over it.

# A picture's file named with another extension than .svg or .png.
picture-format = { $file }: name the picture FILE.svg (a drawing, for print) or FILE.png (pixels, for slides)

# No picture of an illegal move (`why` says why it is illegal).
no-picture = { $why } No picture is written.

# `man --out DIR` wrote `pages` manual pages into `dir`.
man-pages-written = { $pages } manual pages written to { $dir } (read one with: man -l { $dir }/reversi-tutor.1).

# The label of the space where a pupil writes an answer.
sheet-answer = Answer:

# The heading of the answer key, on its own page.
sheet-answers-heading = Answers

# A puzzle's heading on a worksheet: `Puzzle 3`.
sheet-puzzle = Puzzle { $number }

# The title of a worksheet of puzzles; `name` is a theme's title or a folder.
sheet-puzzles-title = Puzzles: { $name }

# What to write at a task asking for one move of `player`.
sheet-play = Write the square of { $player ->
        [black] black
       *[white] white
    }'s move.

# What to write at a task asking for any legal move of `player`.
sheet-any-legal = Write one legal move for { $player ->
        [black] black
       *[white] white
    }.

# What to write at a task asking for every legal move of `player`.
sheet-all-legal = Write every legal move for { $player ->
        [black] black
       *[white] white
    }, or circle them on the board.

# What to write at a task asking which discs `square` flips.
sheet-predict-flips = Write every disc that { $square } would flip, or circle them on the board.

# What to write at a task asking for a move of `player`, or a pass.
sheet-pass = Write { $player ->
        [black] black
       *[white] white
    }'s move, or write pass if { $player ->
        [black] black
       *[white] white
    } has no legal move.

# What to do at a task asking who won: tick a box, write the count.
sheet-outcome = Who won? Tick one box, and write how many discs each side has.

# The box to tick for a draw, beside those for black and white.
sheet-draw = Draw

# What to do at a multiple-choice task: tick one box.
sheet-choice = Tick one box.

# What to write at a task asking for a square that is not played.
sheet-find-square = Write the square.

# A step that is a game against the computer, which paper cannot hold.
sheet-game = This step is a game against the computer: play it in reversi-tutor.

# The answer key of such a step: none.
sheet-game-answer = A game against the computer: every move is the pupil's own.

# `print --out FILE` of a file not named .html.
sheet-format = { $file }: a worksheet is a web page: name it FILE.html

# The worksheet was written to `file`, with how to print it.
sheet-written = { $file } written: open it in a web browser and print it.

# `print --puzzles NAME` where NAME is neither a theme nor a puzzle folder or file.
sheet-no-puzzles = `{ $name }` is neither a puzzle theme nor a puzzle folder or file; the themes are: { $themes }

# `black wins` / `hitam menang` / `đen thắng`, or `a draw` / `seri` / `hòa`.
# (Some(c))
verdict-some = { $c ->
        [black] black
       *[white] white
    } wins

# `black wins` / `hitam menang` / `đen thắng`, or `a draw` / `seri` / `hòa`.
# (None)
verdict-none = a draw

# How many legal moves the side to move has: `Black to move: 4 legal moves.`
legal-move-count = { $n ->
        [1] { $player ->
                [black] Black
               *[white] White
            } to move: 1 legal move.
       *[other] { $player ->
                [black] Black
               *[white] White
            } to move: { $n } legal moves.
    }

# One move of a replay: `Move 5 of 60: black d3.`
# (Move::Play(square))
replay-move-play = Move { $index } of { $total }: { $player ->
        [black] black
       *[white] white
    } plays { $square }.

# One move of a replay: `Move 5 of 60: black d3.`
# (Move::Pass)
replay-move-pass = Move { $index } of { $total }: { $player ->
        [black] black
       *[white] white
    } passes.

# Why a move lost, compared with the better move.
# (Reason::CornerGivenAway { corner })
review-reason-corner-given-away = It lets { $opponent ->
        [black] black
       *[white] white
    } take the corner { $corner }; after { $better }, { $opponent ->
        [black] black
       *[white] white
    } could not.

# Why a move lost, compared with the better move.
# (Reason::BesideEmptyCorner { corner })
review-reason-beside-empty-corner = It puts a disc beside the empty corner { $corner }, which { $opponent ->
        [black] black
       *[white] white
    } may take later.

# Why a move lost, compared with the better move.
# (Reason::MobilityLost { theirs, after_better, })
review-reason-mobility-lost = It leaves { $opponent ->
        [black] black
       *[white] white
    } { $theirs ->
        [1] 1 move
       *[other] { $theirs } moves
    } to choose from; { $better } would have left { $after_better }.

# Why a move lost, compared with the better move.
# (Reason::Parity { region, better_region, })
review-reason-parity = Parity: it plays into a region of { $region } empty squares, an even number; { $better } plays into one of { $better_region }, an odd number, where the last move is often a gain.

# The prompt of a person's turn on the game screen; `yours`: against the computer.
# (when yours)
prompt-move-keys-yours = Your move ({ $player ->
        [black] black
       *[white] white
    }): type a square and press { $play }, or click one.

# The prompt of a person's turn on the game screen; `yours`: against the computer.
# (otherwise)
prompt-move-keys-not-yours = { $player ->
        [black] Black
       *[white] White
    } to move: type a square and press { $play }, or click one.

# A pass refused, without naming the moves: `Black may not pass: ...`.
pass-refused-count = { $moves ->
        [1] { $player ->
                [black] Black
               *[white] White
            } may not pass: there is a legal move on the board, and a player who can move must move.
       *[other] { $player ->
                [black] Black
               *[white] White
            } may not pass: there are { $moves } legal moves on the board, and a player who can move must move.
    }

# How many legal moves an answer left out (a nudge: not which).
missing-legal-count = { $n ->
        [1] One legal move is missing.
       *[other] { $n } legal moves are missing.
    }

# How many flipped discs an answer left out (a nudge: not which).
missing-flip-count = { $n ->
        [1] One more disc flips.
       *[other] { $n } more discs flip.
    }

# The game is over, seen from the learner: `won` (`None`: a draw).
# (Some(true))
game-you-won-some = You won your first game!

# The game is over, seen from the learner: `won` (`None`: a draw).
# (Some(false))
game-you-won-some-x = You lost this one. Every game teaches something.

# The game is over, seen from the learner: `won` (`None`: a draw).
# (None)
game-you-won-none = A draw: equal counts.

# A move that flips fewer than the most: `d3 flips 2 discs; another move flips 4.`
flips-fewer = { $square } flips { $flips ->
        [1] 1 disc
       *[other] { $flips } discs
    }; another move flips { $most }.

# After a move meant to wipe the opponent out, the opponent keeps discs.
opponent-keeps = After { $square }, { $opponent ->
        [black] black
       *[white] white
    } still has { $discs ->
        [1] 1 disc
       *[other] { $discs } discs
    }.

# After a right `quiet-move` answer: every flipped disc touches no empty square.
# (1)
goal-met-quiet-1 = The disc you flipped, { $flipped }, touches no empty square now: a quiet move.

# After a right `quiet-move` answer: every flipped disc touches no empty square.
# (_)
goal-met-quiet-other = The discs you flipped, { $flipped }, touch no empty square now: a quiet move.

# The final count when the empty squares go to the winner (tournament
# scoring): `... Black 64, white 0, with the 51 empty squares counted for black: black wins.`
final-count-to-winner = { game-over } Black { $black }, white { $white }, with { $empty ->
        [1] the empty square
       *[other] the { $empty } empty squares
    } counted for { $winner ->
        [black] black
       *[white] white
    }: { $verdict }.

# Why the game ended: the board is full, neither side can move, or a wipe-out.
# (EndReason::BoardFull)
game-ended-board-full = The game is over: the board is full.

# Why the game ended: the board is full, neither side can move, or a wipe-out.
# (EndReason::NoMoves)
game-ended-no-moves = The game is over: neither side can move, though empty squares are left.

# Why the game ended: the board is full, neither side can move, or a wipe-out.
# (EndReason::WipeOut { wiped })
game-ended-wipe-out = The game is over: { $wiped ->
        [black] black
       *[white] white
    } has no discs left, a wipe-out.

# The turn timer and what happens when it runs out (for the help).
# (Some(s))
timer-rule-some = Turn timer: { $s ->
        [1] 1 second
       *[other] { $s } seconds
    } a move; when the time for a move runs out, a random legal move is played for the player.

# The turn timer and what happens when it runs out (for the help).
# (None)
timer-rule-none = No turn timer (play --timer 30 or --timer 60 sets one; when the time for a move runs out, a random legal move is played for the player).

# What a move kept and what was possible (final disc differences, from the
# mover's side; `exact`: by the solver, else estimates).
# (when exact)
review-loss-exact = It keeps { $kept }, where { $best } was possible with { $better }: { $discs } lost.

# What a move kept and what was possible (final disc differences, from the
# mover's side; `exact`: by the solver, else estimates).
# (otherwise)
review-loss-not-exact = It keeps about { $kept }, where about { $best } was possible with { $better }: about { $discs } lost.

# One graded move in the review screen's list: its number, who played where, what it lost.
# (when exact)
review-row-exact = { $number }. { $player ->
        [black] black
       *[white] white
    } { $played }: { $lost ->
        [1] 1 disc
       *[other] { $lost } discs
    } lost

# One graded move in the review screen's list: its number, who played where, what it lost.
# (otherwise)
review-row-not-exact = { $number }. { $player ->
        [black] black
       *[white] white
    } { $played }: about { $lost ->
        [1] 1 disc
       *[other] { $lost } discs
    } lost

# A move on a square that already holds a disc.
occupied = { $square } is not empty: a { $owner ->
        [black] black
       *[white] white
    } disc is already there. A disc can only go on an empty square.

# The end of a lesson or quiz: `count` of its tasks (at least one) come
# back the next day in the review queue.
tasks-queued = { $count ->
        [1] One task you missed comes back tomorrow, in the review queue beside the puzzles.
       *[other] { $count } tasks you missed come back tomorrow, in the review queue beside the puzzles.
    }

# The learner's rating on the status line, with the last change: `rating 1562 (+62)`.
# (Some(change))
rating-now-some = rating { $rating } ({ $change })

# The learner's rating on the status line, with the last change: `rating 1562 (+62)`.
# (None)
rating-now-none = rating { $rating }

# A move meant to give the opponent no corner that gives one: at once
# (`first` is `None`), or after the opponent's `first` move (a pass when
# it has none), whatever the mover answers.
# (None)
gives-corner-none = After { $square }, { $opponent ->
        [black] black
       *[white] white
    } can take the corner { $corners }.

# A move meant to give the opponent no corner that gives one: at once
# (`first` is `None`), or after the opponent's `first` move (a pass when
# it has none), whatever the mover answers.
# (Some(Move::Pass))
gives-corner-some-pass = After { $square }, { $opponent ->
        [black] black
       *[white] white
    } must pass, but whatever { $opponent_opposite ->
        [black] black
       *[white] white
    } plays next, { $opponent ->
        [black] black
       *[white] white
    } can then take the corner { $corners }.

# A move meant to give the opponent no corner that gives one: at once
# (`first` is `None`), or after the opponent's `first` move (a pass when
# it has none), whatever the mover answers.
# (Some(Move::Play(first)))
gives-corner-some-play = After { $square }, { $opponent ->
        [black] black
       *[white] white
    } can play { $first }; whatever { $opponent_opposite ->
        [black] black
       *[white] white
    } answers, { $opponent ->
        [black] black
       *[white] white
    } can then take the corner { $corners }.

# The rows of the play setup, in screen order (`app::SetupRow::ALL`).
setup-names =
    Opponent
    Level
    Your colour
    Legal-move dots
    Turn timer
    Swap colours after each game

# The marks of the review screen's board: the move played, a better move.
review-marks =
    played
    a better move

# Words that mean a pass in this language.
pass-words =
    pass

# Words that may follow a colour in this language: `black wins`, `hitam menang`.
win-words =
    wins
    won
    win

# The words of a session command in this language, long forms (the short
# forms `n`, `b`, ... are the same in every language).
# (Command::Lesson(LessonCommand::Next) | Command::Game(GameCommand::Next))
command-words-lesson-next-game-next =
    next

# The words of a session command in this language, long forms (the short
# forms `n`, `b`, ... are the same in every language).
# (Command::Lesson(LessonCommand::Back) | Command::Game(GameCommand::Back))
command-words-lesson-back-game-back =
    back

# The words of a session command in this language, long forms (the short
# forms `n`, `b`, ... are the same in every language).
# (Command::Lesson(LessonCommand::Retry))
command-words-lesson-retry =
    retry
    again

# The words of a session command in this language, long forms (the short
# forms `n`, `b`, ... are the same in every language).
# (Command::Lesson(LessonCommand::Skip))
command-words-lesson-skip =
    skip

# The words of a session command in this language, long forms (the short
# forms `n`, `b`, ... are the same in every language).
# (Command::Lesson(LessonCommand::Hint))
command-words-lesson-hint =
    hint

# The words of a session command in this language, long forms (the short
# forms `n`, `b`, ... are the same in every language).
# (Command::Lesson(LessonCommand::Reveal))
command-words-lesson-reveal =
    reveal

# The words of a session command in this language, long forms (the short
# forms `n`, `b`, ... are the same in every language).
# (Command::Game(GameCommand::Undo))
command-words-game-undo =
    undo

# The words of a session command in this language, long forms (the short
# forms `n`, `b`, ... are the same in every language).
# (Command::Game(GameCommand::Redo))
command-words-game-redo =
    redo

# The words of a session command in this language, long forms (the short
# forms `n`, `b`, ... are the same in every language).
# (Command::Game(GameCommand::Explain))
command-words-game-explain =
    explain

# The words of a session command in this language, long forms (the short
# forms `n`, `b`, ... are the same in every language).
# (Command::Game(GameCommand::Dots))
command-words-game-dots =
    dots

# The words of a session command in this language, long forms (the short
# forms `n`, `b`, ... are the same in every language).
# (Command::Game(GameCommand::Save))
command-words-game-save =
    save

# The words of a session command in this language, long forms (the short
# forms `n`, `b`, ... are the same in every language).
# (Command::Game(GameCommand::Load))
command-words-game-load =
    load

# The words of a session command in this language, long forms (the short
# forms `n`, `b`, ... are the same in every language).
# (Command::Game(GameCommand::NewGame))
command-words-game-new-game =
    new

# The words of a session command in this language, long forms (the short
# forms `n`, `b`, ... are the same in every language).
# (Command::Game(GameCommand::Replay))
command-words-game-replay =
    replay

# The words of a session command in this language, long forms (the short
# forms `n`, `b`, ... are the same in every language).
# (Command::Game(GameCommand::Review))
command-words-game-review =
    review

# The words of a session command in this language, long forms (the short
# forms `n`, `b`, ... are the same in every language).
# (Command::Help)
command-words-help =
    help

# The words of a session command in this language, long forms (the short
# forms `n`, `b`, ... are the same in every language).
# (Command::Quit)
command-words-quit =
    quit
    exit

# The rows of the settings screen, in order: language, legal-move dots, discs, animation, colour theme.
setting-names =
    Language
    Legal-move dots
    Discs
    Flip animation
    Colours

# The colour themes, in the order of the settings: default, high contrast, colour-blind safe, no colour.
theme-names =
    default
    high contrast
    colour-blind safe
    no colour

# What the marks on the board mean, in order: placed, tried, flipped, closes the line, open run, stops the line, marked, legal move, chosen.
board-roles =
    placed
    tried
    flipped
    closes the line
    open run
    stops here
    marked
    legal move
    your mark

# The blanks at the top of a worksheet: name, class, date.
sheet-fields =
    Name
    Class
    Date

# What one direction from the placed disc holds, seen from `player`'s side:
# discs in the order met walking out: `encloses white on e3, d3, closed by
# black on c3`.
# (LineOutcome::Edge)
line-edge = is the edge of the board

# What one direction from the placed disc holds, seen from `player`'s side:
# discs in the order met walking out: `encloses white on e3, d3, closed by
# black on c3`.
# (LineOutcome::Empty)
line-empty = meets the empty square { $square }

# What one direction from the placed disc holds, seen from `player`'s side:
# discs in the order met walking out: `encloses white on e3, d3, closed by
# black on c3`.
# (LineOutcome::OwnDiscFirst)
line-own-disc-first = meets { $player ->
        [black] black
       *[white] white
    }'s own disc on { $square } first, so nothing is enclosed

# What one direction from the placed disc holds, seen from `player`'s side:
# discs in the order met walking out: `encloses white on e3, d3, closed by
# black on c3`.
# (LineOutcome::Open, to an empty square)
line-open-to-empty = has { $opponent ->
        [black] black
       *[white] white
    } on { $squares }, then the empty square { $end }: the line is open

# What one direction from the placed disc holds, seen from `player`'s side:
# discs in the order met walking out: `encloses white on e3, d3, closed by
# black on c3`.
# (LineOutcome::Open, to the edge)
line-open-to-edge = has { $opponent ->
        [black] black
       *[white] white
    } on { $squares }, then the edge: the line is open

# What one direction from the placed disc holds, seen from `player`'s side:
# discs in the order met walking out: `encloses white on e3, d3, closed by
# black on c3`.
# (LineOutcome::Encloses)
line-encloses = encloses { $opponent ->
        [black] black
       *[white] white
    } on { $squares }, closed by { $player ->
        [black] black
       *[white] white
    } on { $closed_by }

# A direction as the learner sees it on screen: `down-left` / `kiri bawah` / `chéo xuống trái`.
# (Direction::Up)
direction-up = up

# A direction as the learner sees it on screen: `down-left` / `kiri bawah` / `chéo xuống trái`.
# (Direction::Down)
direction-down = down

# A direction as the learner sees it on screen: `down-left` / `kiri bawah` / `chéo xuống trái`.
# (Direction::Left)
direction-left = left

# A direction as the learner sees it on screen: `down-left` / `kiri bawah` / `chéo xuống trái`.
# (Direction::Right)
direction-right = right

# A direction as the learner sees it on screen: `down-left` / `kiri bawah` / `chéo xuống trái`.
# (Direction::UpLeft)
direction-up-left = up-left

# A direction as the learner sees it on screen: `down-left` / `kiri bawah` / `chéo xuống trái`.
# (Direction::UpRight)
direction-up-right = up-right

# A direction as the learner sees it on screen: `down-left` / `kiri bawah` / `chéo xuống trái`.
# (Direction::DownLeft)
direction-down-left = down-left

# A direction as the learner sees it on screen: `down-left` / `kiri bawah` / `chéo xuống trái`.
# (Direction::DownRight)
direction-down-right = down-right

# A hint: how many legal moves there are.
hint-legal-count = { $n ->
        [1] There is 1 legal move.
       *[other] There are { $n } legal moves.
    }

# A hint: how many discs a move flips.
hint-flip-count = { $square } flips { $n ->
        [1] 1 disc
       *[other] { $n } discs
    }.

# A hint for a forced pass: look for any enclosing square.
hint-look-for-a-move = Try each empty square next to a { $opponent ->
        [black] black
       *[white] white
    } disc: does any of them enclose a line?

# A hint for a finished game: count.
hint-count = Count the discs of each colour: more discs wins, equal counts are a draw.

# The second hint, where the quarter would name it anyway: the square.
hint-square = look at { $square }.

# The heading of a class assignment (`puzzles --set DIR`).
assignment-heading = { $puzzles ->
        [1] Puzzle set: 1 puzzle in your teacher's order
       *[other] Puzzle set: { $puzzles } puzzles in your teacher's order
    }

# `puzzles generate --merge`: how many new puzzles were added to `file`.
generated-merged = { $added ->
        [1] added 1 new puzzle to { $file }; the puzzles it had are kept as written
       *[other] added { $added } new puzzles to { $file }; the puzzles it had are kept as written
    }

## The classroom: a pupil logging in, the teacher's serving terminal, class games

# Greets `name` and asks for the class code (and the PIN, when the name has one).
login-hello = Hello, { $name }. Type the class code your teacher gave you.

# Greets a new `name` with no SSH key: a PIN keeps the name theirs.
login-new-pin = Hello, { $name }. This name is new here. Type the class code, then choose a PIN: you type it each time you log in as { $name }.

# The prompt for the class code.
prompt-class-code = Class code:{ " " }

# The prompt for the pupil's PIN.
prompt-pin = Your PIN:{ " " }

# The prompt for a new PIN (4 to 12 digits).
prompt-new-pin = Choose a PIN (4 to 12 digits):{ " " }

# The prompt for the new PIN typed a second time.
prompt-pin-again = The same PIN again:{ " " }

# The class code typed is wrong.
wrong-class-code = That is not the class code. Try again.

# The PIN typed is wrong.
wrong-pin = That PIN is wrong. Try again.

# The new PIN is not 4 to 12 digits, or the two differ.
pin-rules = A PIN has 4 to 12 digits, typed the same way twice. Try again.

# `name` is bound to an SSH key that was not offered.
name-has-key = The name { $name } opens only with its own SSH key. Log in from your own computer, or ask your teacher.

# `name` is already connected.
name-online = { $name } is already connected. Close the other window first, or ask your teacher.

# The user name is not a pupil's name.
bad-name = Log in with your own name: letters, digits, - and _, up to 32 characters (ssh ani@...).

# Too many wrong tries, from this connection or this computer.
too-many-tries = Too many wrong tries. Wait a few minutes, then try again.

# The name's login file cannot be read: only the teacher can help.
login-broken = The login of { $name } cannot be read. Ask your teacher.

# A command, a shell without a terminal or a file transfer was asked for:
# the server shows only the tutor; `command` is how to log in.
only-the-tutor = This server shows only the tutor, in a terminal. Log in with: { $command }

# The class was stopped by the teacher, after the pupil's screen closed.
class-ended = The class has ended. Your progress is saved.

# The class folder, made just now.
class-folder-new = Class folder (new): { $dir }

# The class folder, already there.
class-folder = Class folder: { $dir }

# The class code.
class-code = Class code: { $code }

# Over the commands pupils type.
pupils-type = Pupils type (NAME is each pupil's own name):

# No address of this machine could be listed.
no-address = (no network address found: give one with --bind)

# The host key's fingerprint, which `ssh` shows at a pupil's first login.
host-fingerprint = Server key (ssh shows it at the first login): { $fingerprint }

# How to stop the class.
stop-with-ctrl-c = Ctrl-C stops the class. Every pupil's progress is saved.

# Who is connected now, and where each one is (a line each follows).
online-now = { $count ->
        [0] No pupil is connected.
        [1] 1 pupil connected:
       *[other] { $count } pupils connected:
    }

# The class has stopped, with every pupil's progress saved.
class-stopped = The class is stopped. Every pupil's progress is saved.

# Where a pupil is: on the home screen.
at-home = home screen

# Where a pupil is: choosing a lesson.
choosing-a-lesson = choosing a lesson

# Where a pupil is: lesson `number` (`id`), at step `step`.
in-lesson = lesson { $number } ({ $id }), step { $step }

# Where a pupil is: the puzzle menu.
choosing-a-puzzle = choosing a puzzle

# Where a pupil is: the puzzle `id` (`corner-007`).
in-puzzle = puzzle { $id }

# Where a pupil is: a game against the computer (or its review).
in-game = a game

# Where a pupil is: settings, glossary, help, demo or sandbox.
elsewhere = settings or help

# How far a pupil has come: lessons finished, puzzle rating.
pupil-progress = { $lessons_done ->
        [1] 1 lesson
       *[other] { $lessons_done } lessons
    } done, puzzle rating { $rating }

# The play setup's opponent value for a class game.
opponent-classmate = a classmate

# The heading of the list of classmates to invite.
classmates-heading = Classmates online and free to play

# No classmate is free to invite now.
no-classmates = No classmate is free just now. The list changes as classmates come and go.

# The invitation sent to `name` awaits an answer.
waiting-for-answer = Waiting for { $name } to answer. { $withdraw } withdraws the invitation.

# `name` invites the pupil to a game, shown over any screen.
invited-by = { $name } invites you to a game.

# `name` declined the invitation.
declined = { $name } declined the invitation.

# `name` is not free to play now.
not-free = { $name } is not free to play now.

# `name` withdrew the invitation.
withdrawn = { $name } withdrew the invitation.

# A class game's heading: its number between the two, who plays black and white.
class-game-heading = Class game { $number }: { $black } (black) against { $white } (white)

# It is `name`'s turn, not the pupil's.
their-turn = It is { $name }'s turn: wait for their move.

# A class game takes no move back and starts no other game before its end.
no-undo-in-class = A class game has no undo: every move stands until the end of the game.

# Legal-move dots are not allowed in this class's games.
no-dots-in-class = Legal-move dots are off in this class's games.

# `name` left the game: the computer plays for them after a while.
opponent-left = { $name } left: the computer plays for them until they are back.

# `name` is back at the game.
opponent-back = { $name } is back and plays again.

# The pupil's class rating moved from `before` to `after`.
class-rating-moved = Your class rating: { $before } → { $after }.

# Esc over a class game not over: again leaves it, and how to come back.
confirm-leave-class-game = The game goes on without you: press { $leave } again to leave it. The computer plays for you after a while; Play, then a classmate, brings you back.

# The keys at the end of a class game (`n` invites the same classmate again).
class-over-keys = The game is over: { $new } invites { $name } to another game, { $replay } replays it move by move, { $review } reviews its moves.

## The classroom, the teacher's side: logging in, the dashboard, follow me, the class report

# The teacher code, printed by `serve`: who logs in with it, and how.
teacher-code = Teacher code: { $code } (for the dashboard on another machine: { $command })

# Greets the teacher logging in over SSH and asks for the teacher code.
teacher-hello = Hello, teacher. Type the teacher code that serve printed.

# The prompt for the teacher code.
prompt-teacher-code = Teacher code:{ " " }

# The teacher code typed is wrong.
wrong-teacher-code = That is not the teacher code. Look at what serve printed.

# The serving terminal shows the dashboard: leaving it stops the class.
dashboard-stops-class = This terminal shows the dashboard. Quitting it stops the class, with everything saved.

# The dashboard's title.
dashboard-title = Class dashboard

# How many pupils are connected, of how many in the class.
online-of = { $online } of { $pupils ->
        [1] 1 pupil
       *[other] { $pupils } pupils
    } connected

# The panes' names: pupils, games, kept games, lessons, settings.
# One a line, in this order.
pane-names =
    Pupils
    Games
    Kept games
    Lessons
    Settings

# The pupils' columns: name, where, lessons, stars, puzzles, class rating, last seen.
# One a line, in this order.
pupil-columns =
    Name
    Where
    Lessons
    Stars
    Puzzles
    Class
    Seen

# No pupil has logged in yet.
no-pupils = No pupil has logged in yet.

# Where a pupil is: not connected.
offline = not connected

# Where a pupil is: following the teacher's demo.
following = following you

# Where a pupil is: class game `id`.
in-class-game = class game { $id }

# Last seen: connected now.
seen-now = now

# Last seen `minutes` ago (said in minutes, hours or days).
# `unit` is `now`, `minutes`, `hours` or `days`; `n` how many.
seen-ago = { $unit ->
        [now] just now
        [minutes] { $n } min ago
        [hours] { $n } h ago
       *[days] { $n ->
            [1] 1 day ago
           *[other] { $n } days ago
        }
    }

# A class game: its number, who plays black and white, how many moves.
game-row = { $id } · { $black } (black) against { $white } (white) · { $moves ->
        [1] 1 move
       *[other] { $moves } moves
    }

# The seat of `name` waits for them.
seat-waits = { $name }'s seat waits

# No class game is going on.
no-games = No class game is being played.

# A kept class game: its number, the players, the discs at its end.
kept-row = { $id } · { $black } (black) against { $white } (white) · { $black-discs } to { $white-discs }

# No class game is kept yet.
no-kept = No class game has ended yet.

# Under the games: `watch` (a key) watches one live.
games-help = { $watch } watches the game chosen, move by move as it is played.

# Under the kept games: `open` steps through one, `review` reviews it,
# `follow` shows it to the class (keys).
kept-help = { $open } goes through the game chosen. { $review } reviews it move by move. { $follow } shows it to the whole class.

# Under the lessons: `lead` (a key) leads the class through one.
lessons-help = { $lead }: the whole class follows this lesson with you. Pupils in a class game play on.

# A lesson pupils may not open yet.
lesson-closed = not open yet

# The settings' names: timer, colour swap, dots, grace, level, lessons open.
# One a line, in this order.
class-setting-names =
    Time for a move
    Colours swap after a game
    Dots in class games
    Wait before the computer plays a seat
    Computer level
    Lessons open to pupils

# No timer.
timer-none = no timer

# Seconds a move.
timer-seconds = { $seconds } s

# A setting that is on or off.
# (yes)
on-off-yes = yes

# (no)
on-off-no = no

# A time in seconds.
seconds = { $seconds } s

# The computer's level.
level-value = level { $level }

# Every lesson is open to pupils, of `total`.
open-lessons-all = all { $total }

# The first `open` lessons are open to pupils.
open-lessons-first = { $open ->
        [1] lesson 1 only
       *[other] lessons 1 to { $open }
    }

# Under the settings: `change` (keys) changes one, and it is saved at once.
settings-help = { $change } change the setting chosen. It is saved in settings.toml at once.

# Two pupils invited to play each other.
pair = { $a } and { $b }

# These pairs were invited to a game.
# `pairs` is the list, joined with commas.
paired = Invited to play: { $pairs }.

# Fewer than two pupils were free: nobody was paired.
no-pairs = Fewer than two pupils are free, so nobody was paired.

# A setting was saved in settings.toml.
settings-saved = Saved in settings.toml.

# A setting could not be saved, and why.
settings-not-saved = Not saved: { $why }

# The report was written in `path`.
report-written = The report is in { $path }

# The report could not be written, and why.
report-not-written = The report was not written: { $why }

# Watching class game `id` live.
watching = Class game { $id }, live: { $black } (black) against { $white } (white).

# What a key of the dashboard does, for the key lists.
key-help-next-part = the next part of the dashboard

# (key_help, TeacherKey::PartByNumber)
key-help-part-by-number = the part of the dashboard with that number

# (key_help, TeacherKey::Watch)
key-help-watch = watch the game chosen, live

# (key_help, TeacherKey::GoThrough)
key-help-go-through = go through the kept game chosen, move by move

# (key_help, TeacherKey::FollowMe)
key-help-follow-me = the whole class follows the lesson or kept game chosen

# (key_help, TeacherKey::PairByRating)
key-help-pair-by-rating = pair the free pupils by class rating, and invite each pair

# (key_help, TeacherKey::RoundRobin)
key-help-round-robin = pair the free pupils who have played each other least

# (key_help, TeacherKey::Report)
key-help-report = write the class report (CSV) in the class folder

# (key_help, TeacherKey::Review)
key-help-review = review the kept game chosen, each move graded

# (key_help, TeacherKey::EndFollow)
key-help-end-follow = end follow me: each pupil goes back to where they were

# The same in a word or two, for the key bar.
key-word-next-part = next part

# (key_word, TeacherKey::PartByNumber)
key-word-part-by-number = part

# (key_word, TeacherKey::Watch)
key-word-watch = watch

# (key_word, TeacherKey::GoThrough)
key-word-go-through = open

# (key_word, TeacherKey::FollowMe)
key-word-follow-me = follow me

# (key_word, TeacherKey::PairByRating)
key-word-pair-by-rating = pair by rating

# (key_word, TeacherKey::RoundRobin)
key-word-round-robin = round robin

# (key_word, TeacherKey::Report)
key-word-report = report

# (key_word, TeacherKey::Review)
key-word-review = review

# (key_word, TeacherKey::EndFollow)
key-word-end-follow = end follow me

# The class follows this demo.
class-follows = The class follows this on every screen.

# How many pupils answered, of how many follow.
answers-in = Answers: { $answered } of { $following }

# One answer given: how many gave it, and who (each marked right or wrong).
tally-row = { $answer }: { $count } ({ $names })

# The teacher leads: the pupil follows on their screen.
follow-heading = Your teacher leads. Follow on your screen.

# How to answer a choice.
follow-prompt-choice = Answer on your screen: type the number of your choice.

# How to answer with one square, played with `play` (a key).
follow-prompt-square = Answer on your screen: type a square, like d3, then { $play }.

# How to answer with several squares, each marked with `mark`, then `answer` (keys).
follow-prompt-squares = Answer on your screen: mark each square with { $mark }, then { $answer }.

# How to answer who won.
follow-prompt-outcome = Answer on your screen: 1 black wins, 2 white wins, 3 a draw.

# The squares marked so far.
follow-marked = Marked: { $squares }

# The pupil's answer is in: wait for the teacher.
follow-given = Your answer: { $answer }. Your teacher will show the answer soon.

# The pupil was right.
follow-right = You were right!

# The pupil was not right.
follow-wrong = Not this time. Look at the answer on the board.

# The pupil did not answer this one.
follow-none = You did not answer this one.

# What was typed is no answer to this question.
follow-not-an-answer = That does not answer this question. Look at what it asks.

# One answer a question: the pupil's is in.
follow-once = Your answer is in. Each question takes one answer.

# A pass, as an answer.
follow-answer-pass = pass

# A draw, as an answer.
answer-draw = a draw

# The report's columns: name, connected, where, lessons done, stars,
# puzzle rating, class rating, class games, last seen.
# One a line, in this order.
report-columns =
    name
    connected
    where
    lessons done
    stars
    puzzle rating
    class rating
    class games
    last seen

# Connected now, or not (the report's second column).
# (yes)
yes-no-yes = yes

# (no)
yes-no-no = no

## Sentences built from parts of the game

# One saved game in the list to load: its file and how many moves it holds.
saved-game-row = { $name } · { $moves ->
        [1] 1 move
       *[other] { $moves } moves
    }

# One saved game in the list to load, whose file cannot be read as a game.
saved-game-row-not-a-game = { $name } · not a game record

# The forms of an answer in a game, one a line: what to type, ` | `, what it does.
play-answer-forms =
    d3 | play a square

# The forms of an answer in a lesson or a puzzle, one a line: what to type,
# ` | `, what it does (every language lists the same forms, in this order).
answer-forms =
    d3 | play a square
    d3 e6 f4 | several squares (every legal move, or the discs that flip)
    pass | pass the turn
    black 40 24 | who won (black, white or draw), with the count if you like
    1, 2, ... | the number of an answer

# The heading of a game review: how many moves, and from how many empty squares
# on the solver grades them.
review-heading = Review of { $moves ->
        [1] 1 move
       *[other] { $moves } moves
    }. From { $exact_from } empty squares on, each move is graded exactly by the solver; earlier moves by the level-6 search, whose values are estimates (about).

# The mark between the whole and the fraction of a number (`1.5` / `1,5`), in
# the numbers of a match between two levels.
decimal-separator = .

# The average final disc difference of a match, level `a` minus level `b`
# (`$average` comes signed, `+1.5`).
match-difference = Average disc difference: { $average } (level { $a } minus level { $b }).

# A level's time per move in a match, in milliseconds.
match-time = Level { $level }: { $average } ms a move on average, the longest { $longest } ms.

# What a key does in the full-screen game (the key list): take back.
game-key-help-undo = take back your last move (against the computer, its reply too)

# What a key does in the full-screen game: play again what was taken back.
game-key-help-redo = play again what undo took back

# What a key does in the full-screen game: explain the last move.
game-key-help-explain = explain the last move: the lines it enclosed; again: the move before

# What a key does in the full-screen game: the legal-move dots.
game-key-help-dots = show or hide the legal moves (*)

# What a key does in the full-screen game: save.
game-key-help-save = save the game record (data folder, or --save file)

# What a key does in the full-screen game: load.
game-key-help-load = go on with a saved game (from the data folder)

# What a key does in the full-screen game: the next game.
game-key-help-new-game = start the next game (the colours swap, if chosen)

# What a key does in the full-screen game: replay the finished game.
game-key-help-replay = step through the finished game move by move

# What a key does in the full-screen game: review the finished game.
game-key-help-review = grade each move of the finished game

# What a key does in the full-screen game: quit.
game-key-help-quit = quit; a game not over is kept, and Play offers to go on with it

# The move a step wants: `This step asks for d3.`
step-wants = This step asks for { $moves }.

# The moves a step wants, when there are several: `This step asks for one of d3, c4.`
step-wants-one-of = This step asks for one of { $moves }.

# A scripted reply (a move, or a pass) that does not fit the position the learner reached.
reply-does-not-fit = (The lesson's prepared answer { $reply } does not fit the position you reached, so the lesson goes on from the position it was written for.)

# A pass, as the prepared answer of the message above.
reply-does-not-fit-pass = pass

# What a finished lesson's key leads to, after the key: another game.
offer-play = to play another game against the computer

# What a finished lesson's key leads to: the review of the game.
offer-review = to go over this game move by move

# What a finished lesson's key leads to: puzzles of its theme (`$theme`: the theme's title).
offer-practice = for { $count ->
        [1] 1 puzzle
       *[other] { $count } puzzles
    } on what this lesson taught ({ $theme })

# What a finished lesson's key leads to: the rules quiz.
offer-rules-quiz = for a rules quiz: one task from each lesson before this one

# The end of a lesson in the full-screen tutor: each offer, its key and what
# it leads to (`$offers`, joined with commas), then the key for the lessons.
offer-keys = Press { $offers }, { $leave } for the lessons.

# The end of a lesson in plain mode: the command for another game.
offer-command-play = To play again: reversi-tutor play.

# The end of a lesson in plain mode: the command for the game's review.
offer-command-review = To go over this game move by move: reversi-tutor review { $record }

# The end of a lesson in plain mode: the command for puzzles of its theme
# (`$theme`: the theme's word for the command line).
offer-command-practice = To practise what this lesson taught: reversi-tutor puzzles --theme { $theme } --count { $count }

# The end of a lesson in plain mode: the command for the rules quiz.
offer-command-rules-quiz = To take the rules quiz: reversi-tutor quiz

# An unknown lesson id, with the ids there are.
unknown-lesson = there is no lesson `{ $id }`; the lessons are: { $known }

# The second hint of a puzzle: the quarter of the board holding a right move.
quarter-to-look-in = look in the { $quarter ->
        [top-left] top-left
        [top-right] top-right
        [bottom-left] bottom-left
       *[bottom-right] bottom-right
    } quarter of the board ({ $from } to { $to }).

# The heading of a trainer session: puzzles by theme, one theme after another.
trainer-heading-every-theme = Puzzles by theme, one theme after another

# The heading of a trainer session kept to one theme (the theme follows).
trainer-heading-theme = Puzzles by theme

# The heading of a trainer session: rated puzzles.
trainer-heading-rated = Rated puzzles, chosen near your rating

# The heading of a trainer session: a streak.
trainer-heading-streak = Puzzle streak: easiest first, and the first miss ends the run

# The heading of a trainer session: the review queue.
trainer-heading-review = Review: the puzzles due again today

# The heading of a trainer session: today's misses.
trainer-heading-retry = Retry: the puzzles missed today, at once

# A trainer session's heading with the theme it keeps to.
trainer-heading-with-theme = { $heading } ({ $theme })

# The rating after a rated first try (`$change` comes signed: `+62`).
rating-change = Your rating: { $before } → { $after } ({ $change }).

# After a move meant to force a pass, the opponent can still move.
opponent-can-move = After { $square }, { $opponent ->
        [black] black
       *[white] white
    } still has { $moves ->
        [1] 1 legal move
       *[other] { $moves } legal moves
    }, so { $opponent ->
        [black] black
       *[white] white
    } does not have to pass.

# How the greedy move ends with best play, for the message below: a loss
# (`$discs`: `3 discs`).
greedy-loses = loses by { $discs }

# How the greedy move ends with best play: a draw.
greedy-draws = only draws

# How the greedy move ends with best play: a smaller win.
greedy-wins = wins by only { $discs }

# After a right `fewer-is-more` answer: it wins by `$score` with best play, while
# the greedy move, flipping the most (`$flips`), ends as `$result` says.
goal-met-greed = With best play from both sides you win by { $score }. The greedy { $greedy } flips the most, { $flips }, yet it { $result }.

# A move meant to make the most stable discs that makes fewer.
fewer-stable = After { $square } you have { $stable ->
        [0] no stable disc
        [1] 1 stable disc
       *[other] { $stable } stable discs
    }; another move gives you { $most }.

# A move meant to be quiet whose one flipped disc touches an empty square.
flips-frontier-one = After { $square }, { $discs } still touches an empty square: it is a frontier disc, so the move is not quiet.

# A move meant to be quiet whose flipped discs touch an empty square.
flips-frontier = After { $square }, { $discs } still touch an empty square: they are frontier discs, so the move is not quiet.

# The exact result of an endgame with best play, for the messages below: a win
# (`$discs`: `3 discs`).
endgame-result-wins = { $player ->
        [black] black
       *[white] white
    } wins by { $discs }

# The exact result of an endgame with best play: a draw.
endgame-result-draw = the game is a draw

# The exact result of an endgame with best play: a loss.
endgame-result-loses = { $player ->
        [black] black
       *[white] white
    } loses by { $discs }

# A wrong endgame move that ends the game.
endgame-after-over = After { $square } the game is over: { $result }.

# A wrong endgame move after which the opponent must pass.
endgame-after-pass = After { $square }, { $opponent ->
        [black] black
       *[white] white
    } must pass; with best play from both sides { $result }.

# A wrong endgame move: the opponent's best reply, then the result.
endgame-after-reply = After { $square }, { $opponent ->
        [black] black
       *[white] white
    }'s best answer is { $reply }; with best play from both sides { $result }.

# An endgame's best line and its final count (`$verdict`: `black wins`).
best-line = Best play from both sides: { $moves }. Final count: black { $black }, white { $white }: { $verdict }.

# A pass, in the best line above.
best-line-pass = pass

# The right answer of a puzzle, shown on request.
puzzle-answer = The answer: { $squares }.

# Every right answer of a puzzle, when there are several.
puzzle-answers = The answers: { $squares }.

# Words that name black in an answer about the result, one a line (lower case).
outcome-words-black =
    black
    b

# Words that name white in an answer about the result, one a line.
outcome-words-white =
    white
    w

# Words that name a draw in an answer about the result, one a line.
outcome-words-draw =
    draw
    tie

# The letter of a black disc, for `--ascii` (the first letter of the colour's name).
disc-letter-black = B

# The letter of a white disc, for `--ascii`.
disc-letter-white = W

# A session command as one short word on the key bar of the full-screen tutor: next.
session-key-word-next = next

# As one short word on the key bar: back.
session-key-word-back = back

# As one short word on the key bar: try the step again.
session-key-word-retry = retry

# As one short word on the key bar: skip the step.
session-key-word-skip = skip

# As one short word on the key bar: a hint.
session-key-word-hint = hint

# As one short word on the key bar: show the answer.
session-key-word-reveal = answer

# As one short word on the key bar: the list of keys.
session-key-word-help = keys

# As one short word on the key bar: quit.
session-key-word-quit = quit

# What a session command's key does, in the key list of the full-screen tutor: next.
session-key-help-next = go on to the next step

# What the key does: back.
session-key-help-back = go back one step

# What the key does: try the step again.
session-key-help-retry = try this step again from its start

# What the key does: skip the step.
session-key-help-skip = skip this step

# What the key does: a hint.
session-key-help-hint = a hint

# What the key does: show the answer.
session-key-help-reveal = show the answer

# What the key does: the list of keys.
session-key-help-help = this list of keys

# What the key does: quit.
session-key-help-quit = quit, with your progress saved

# Auto-advance as the demo shows it: on, with its delay.
demo-auto-on = auto { $seconds } s

# Auto-advance on, but waiting for a hidden answer to be shown.
demo-auto-waiting = auto { $seconds } s, once the answer is shown

# Auto-advance off (with the delay it would have).
demo-auto-off = auto off ({ $seconds } s)

# A puzzle theme's word for the command line, which `puzzles list` shows and
# `--theme` takes (also without its accents): one lower-case word, hyphens
# between its parts. In English the name the puzzle files use.
theme-word-legal-move = legal-move

# A puzzle theme's word for the command line.
theme-word-predict-flips = predict-flips

# A puzzle theme's word for the command line.
theme-word-max-flips = max-flips

# A puzzle theme's word for the command line.
theme-word-directions = directions

# A puzzle theme's word for the command line.
theme-word-force-pass = force-pass

# A puzzle theme's word for the command line.
theme-word-wipeout = wipeout

# A puzzle theme's word for the command line.
theme-word-end-now = end-now

# A puzzle theme's word for the command line.
theme-word-corner = corner

# A puzzle theme's word for the command line.
theme-word-avoid-x-square = avoid-x-square

# A puzzle theme's word for the command line.
theme-word-stable = stable

# A puzzle theme's word for the command line.
theme-word-fewer-is-more = fewer-is-more

# A puzzle theme's word for the command line.
theme-word-min-mobility = min-mobility

# A puzzle theme's word for the command line.
theme-word-quiet-move = quiet-move

# A puzzle theme's word for the command line.
theme-word-endgame-win = endgame-win

# A puzzle theme's word for the command line.
theme-word-endgame-best = endgame-best

# A puzzle theme's word for the command line.
theme-word-opening = opening

## The Help page

# The Help page's title.
guide-title = Help: how the tutor works

# The heading of a topic of the Help page (Lessons).
guide-lessons-heading = Lessons and stars

# The paragraphs of that topic, one a line: short sentences, one idea each.
guide-lessons =
    The course is a list of lessons. Take them in order. Each lesson has steps.
    Some steps are to read. Others ask a question: play a square, mark squares, or choose an answer.
    A wrong answer first gets a nudge. The nudge says what your answer did. It does not give the answer.
    After a second miss, the tutor shows the answer. A hint helps without giving it away.
    A finished lesson gives stars. Three stars: every task right at the first try, with no hint. Two stars: two misses at most (a hint is not a miss). One star: you reached the end.
    The list of lessons keeps your best stars. It also keeps the step you reached, so you can go on later.

# The heading of a topic of the Help page (Puzzles).
guide-puzzles-heading = Puzzles and your rating

# The paragraphs of that topic, one a line: short sentences, one idea each.
guide-puzzles =
    A puzzle is one position with one task: find the best move, or the discs that flip.
    The puzzle menu has modes and themes. Rated puzzles are near your rating. A streak ends at the first miss.
    Your rating starts at 1000. It goes up when you solve a puzzle, and down when you miss one.
    Only your first answer counts, and only with no hint and no answer shown before it.
    A puzzle has two hints: first the idea, then where to look.
    After an endgame puzzle, you can play its best line one move at a time.

# The heading of a topic of the Help page (ReviewQueue).
guide-review-queue-heading = The review queue

# The paragraphs of that topic, one a line: short sentences, one idea each.
guide-review-queue =
    A puzzle you miss, or solve with help, joins the review queue.
    It comes back the next day. Each time you solve it, it waits longer: 3 days, then 7. Then it leaves the queue.
    Miss it again, and it comes back the next day.
    A lesson task you answer wrong twice joins the same queue.
    The puzzle menu shows what is due today. It can also give you today's misses again at once.

# The heading of a topic of the Help page (Play).
guide-play-heading = Play a game

# The paragraphs of that topic, one a line: short sentences, one idea each.
guide-play =
    Play against the computer, or against a friend on the same board. Black moves first.
    The computer has six levels. Level 1 plays any legal move. Level 2 flips as many discs as it can. Level 3 likes corners and edges.
    Levels 4, 5 and 6 look ahead. Level 6 looks furthest, and plays the end perfectly.
    The timer is off, 30 or 60 seconds a move. When your time runs out, a random legal move is played for you.
    The dots show the legal moves. Turn them on or off before the game, or during it.
    You can take a move back, save a game and go on with it later. A game you leave is kept: Play offers to go on with it.

# The heading of a topic of the Help page (GameReview).
guide-game-review-heading = Look back at a game

# The paragraphs of that topic, one a line: short sentences, one idea each.
guide-game-review =
    After a game, the review grades every move.
    The costliest moves come first. Each one says the better move, and why.
    Choose a move in the list to see it on the board.

# The heading of a topic of the Help page (Demo).
guide-demo-heading = The classroom demo and the sandbox

# The paragraphs of that topic, one a line: short sentences, one idea each.
guide-demo =
    The demo is for a projector: a big board that the whole class can read.
    It shows a lesson step by step, or a game move by move.
    A task's answer stays hidden until you show it, so the class guesses first.
    Auto-advance goes on by itself. It waits at a hidden answer.
    The sandbox is a board for any position. Put discs, choose who moves, and export the position for a lesson file.

# The heading of a topic of the Help page (Classroom).
guide-classroom-heading = A class on the school network

# The paragraphs of that topic, one a line: short sentences, one idea each.
guide-classroom =
    The teacher's computer serves the class: reversi-tutor classroom serve
    It shows what each pupil types, for example: ssh -p 2222 NAME@192.168.1.10
    A pupil types the class code. The first login makes the name theirs.
    Each pupil gets the whole tutor. Their progress is kept on the teacher's computer.
    In a class, Play can invite a classmate. Both screens show every move.
    The teacher's dashboard shows every pupil: where they are now, their stars and their ratings.
    From the dashboard, the teacher watches class games live, pairs pupils for games, and writes a class report.
    Follow me: the teacher leads a lesson, and it shows on every pupil's screen. Each pupil answers on their own screen. Then the teacher shows the answer.
    The dashboard's keys are in the list below.

# The heading of a topic of the Help page (Notation).
guide-notation-heading = How squares are written

# The paragraphs of that topic, one a line: short sentences, one idea each.
guide-notation =
    The columns are a to h, from left to right.
    The rows are 1 to 8, from top to bottom.
    So a1 is the top-left corner, and h8 is the bottom-right corner.
    A square is its column, then its row: d3 is column d, row 3.
    A game record is the moves one after another: f5d6c3.

# The heading over the keys of every screen.
guide-keys-heading = The keys of each screen

# What the keys part says first: `$help` is the key that lists a screen's keys.
guide-keys-intro = On every screen, { $help } lists the keys you can use there. Here are the keys of every screen.

# A screen's name, over its keys on the Help page (Home).
guide-place-home = Home

# A screen's name, over its keys on the Help page (Lessons).
guide-place-lessons = The list of lessons

# A screen's name, over its keys on the Help page (Lesson).
guide-place-lesson = A lesson

# A screen's name, over its keys on the Help page (PuzzleMenu).
guide-place-puzzle-menu = The puzzle menu

# A screen's name, over its keys on the Help page (Puzzle).
guide-place-puzzle = A puzzle

# A screen's name, over its keys on the Help page (PlaySetup).
guide-place-play-setup = Play: the choices before a game

# A screen's name, over its keys on the Help page (Game).
guide-place-game = A game

# A screen's name, over its keys on the Help page (Review).
guide-place-review = A game's review

# A screen's name, over its keys on the Help page (DemoPick).
guide-place-demo-pick = Classroom demo: what to show

# A screen's name, over its keys on the Help page (Demo).
guide-place-demo = The classroom demo

# A screen's name, over its keys on the Help page (Sandbox).
guide-place-sandbox = The sandbox

# A screen's name, over its keys on the Help page (Settings).
guide-place-settings = Settings

# A screen's name, over its keys on the Help page (Glossary).
guide-place-glossary = Glossary

# A screen's name, over its keys on the Help page (Guide).
guide-place-guide = This Help page

# A screen's name, over its keys on the Help page (Classmates).
guide-place-classmates = Classmates to invite (in a class)

# A screen's name, over its keys on the Help page (KeyList).
guide-place-key-list = The key list over a screen

# A screen's name, over its keys on the Help page (Invitation).
guide-place-invitation = An invitation (in a class)

# A screen's name, over its keys on the Help page (Dashboard).
guide-place-dashboard = The teacher's dashboard (in a class)

# A screen's name, over its keys on the Help page (DashboardOpen).
guide-place-dashboard-open = The dashboard: a game or a lesson open

# A screen's name, over its keys on the Help page (Follow).
guide-place-follow = Follow me, on a pupil's screen

# What Backspace does after a column letter typed: the letter undone.
guide-erase-typed = undo what you just typed

# The same, as one short word on the key bar.
guide-erase-word = undo letter

# What the digits do on the play setup: the computer's level.
guide-set-level = set the computer's level

# The same, as one short word on the key bar.
guide-level-word = level

# A finished lesson offers a game against the computer.
guide-offer-play = play a game against the computer

# A finished lesson offers the review of the game just played.
guide-offer-review = look back at the game you just played, move by move

# A finished lesson offers five puzzles of its theme.
guide-offer-puzzles = five puzzles on what this lesson taught

# A finished lesson offers the rules quiz.
guide-offer-quiz = the rules quiz: one question from each lesson so far

# The sandbox as one short word on the key bar.
guide-sandbox-word = sandbox

# A key puts a black disc on the square under the cursor.
guide-put-black = put a black disc on the square

# A key puts a white disc on the square under the cursor.
guide-put-white = put a white disc on the square

# A key empties the square under the cursor.
guide-put-none = make the square empty

# What inviting a classmate does.
guide-invite = invite the classmate chosen to a game

# Invite, as one short word.
guide-invite-word = invite

# What taking back an invitation does.
guide-withdraw = take back your invitation

# Take back, as one short word.
guide-withdraw-word = take back

# What accepting an invitation does.
guide-accept = accept the invitation and play

# Accept, as one short word.
guide-accept-word = accept

# What declining an invitation does.
guide-decline = say no to the invitation

# Decline, as one short word.
guide-decline-word = decline

## Puzzle hints

# A puzzle's first hint, told from the facts of its position, weak first: a few
# sentences, each a message below, that never name a right move. `$opponent` is
# the side not to move (`black` or `white`); every count comes as a number.

# Two sentences of a hint, one after the other.
hint-sentences = { $first } { $next }

# The last two items of a list: `3 and 1`, `a row and 2 diagonals`.
hint-list-pair = { $first } and { $last }

# An item of a list before the rest of it: `5, ` before `3 and 1`.
hint-list-more = { $first }, { $rest }

# Lines along rows, one kind in a list of the lines a move encloses:
# `a row and 2 diagonals`.
hint-rows = { $n ->
        [1] a row
       *[other] { $n } rows
    }

# Lines along columns, one kind in a list of the lines a move encloses.
hint-columns = { $n ->
        [1] a column
       *[other] { $n } columns
    }

# Lines along diagonals, one kind in a list of the lines a move encloses.
hint-diagonals = { $n ->
        [1] a diagonal
       *[other] { $n } diagonals
    }

# The lines some moves enclose, all of them rows (`$total` of them).
hint-lines-rows = { $total ->
        [1] one line, a row
        [2] 2 lines, both rows
       *[other] { $total } lines, all rows
    }

# The lines some moves enclose, all of them columns (`$total` of them).
hint-lines-columns = { $total ->
        [1] one line, a column
        [2] 2 lines, both columns
       *[other] { $total } lines, all columns
    }

# The lines some moves enclose, all of them diagonals (`$total` of them).
hint-lines-diagonals = { $total ->
        [1] one line, a diagonal
        [2] 2 lines, both diagonals
       *[other] { $total } lines, all diagonals
    }

# The lines some moves enclose, of several kinds: `3 lines: 2 rows and a diagonal`.
hint-lines-mixed = { $total } lines: { $kinds }

# legal-move: the opponent has one disc.
hint-legal-move-single-disc = { $opponent ->
        [black] Black
       *[white] White
    } has a single disc, and it touches an empty square; a legal move is always beside it.

# legal-move: every disc of the opponent touches an empty square.
hint-legal-move-all-touch = All { $discs } { $opponent ->
        [black] black
       *[white] white
    } discs touch an empty square, and a legal move is always beside one of them.

# legal-move: half of the opponent's discs or fewer touch an empty square.
hint-legal-move-few-touch = Only { $frontier } of the { $discs } { $opponent ->
        [black] black
       *[white] white
    } discs touch an empty square, and a legal move is always beside one of them.

# legal-move: more than half of the opponent's discs, not all, touch an empty square.
hint-legal-move-some-touch = { $frontier } of the { $discs } { $opponent ->
        [black] black
       *[white] white
    } discs touch an empty square, and a legal move is always beside one of them.

# legal-move: how many legal moves there are, and the lines they enclose
# (`$lines`: `3 lines: 2 rows and a diagonal`).
hint-legal-move-moves = { $moves ->
        [1] You have just one legal move, and it encloses { $lines }.
       *[other] You have { $moves } legal moves; together they enclose { $lines }.
    }

# directions: several moves enclose lines in `$wanted` directions or more.
hint-directions-many = { $answers } of your { $moves } moves enclose lines in { $wanted } directions or more. Count each move's rows, columns and diagonals.

# directions: one move encloses lines in `$wanted` directions or more.
hint-directions-one = Only one of your { $moves } moves encloses lines in { $wanted } directions or more.

# directions: the lines that move encloses (`$kinds`: `a row and 2 diagonals`),
# each flipping `$flips` discs.
hint-directions-same-flips = It encloses { $kinds }, flipping { $flips ->
        [1] 1 disc
       *[other] { $flips } discs
    } along each.

# directions: the lines that move encloses, and the discs each flips (`$counts`:
# `2, 1 and 1`).
hint-directions-flips = It encloses { $kinds }, flipping { $counts } discs.

# force-pass: the opponent's discs, and no legal move for it now.
hint-force-pass-stuck = { $opponent ->
        [black] Black
       *[white] White
    } has { $discs ->
        [1] 1 disc
       *[other] { $discs } discs
    } and no legal move right now.

# force-pass: the opponent's discs, and its legal moves were it its turn.
hint-force-pass-now = { $opponent ->
        [black] Black
       *[white] White
    } has { $discs ->
        [1] 1 disc
       *[other] { $discs } discs
    }; if it were { $opponent ->
        [black] black
       *[white] white
    }'s turn now, { $opponent ->
        [black] black
       *[white] white
    } would have { $now ->
        [1] 1 legal move
       *[other] { $now } legal moves
    }.

# force-pass: how many of your moves leave the opponent without a move.
hint-force-pass-shut = { $answers ->
        [1] Only one of your { $moves } moves leaves { $opponent ->
            [black] black
           *[white] white
        } without a move.
       *[other] { $answers } of your { $moves } moves leave { $opponent ->
            [black] black
           *[white] white
        } without a move.
    }

# force-pass: `$shut` moves leave the opponent without a move, but `$ending` of
# them end the game.
hint-force-pass-shut-ending = { $shut } of your { $moves } moves leave { $opponent ->
        [black] black
       *[white] white
    } without a move, but { $ending ->
        [1] one of them ends
       *[other] { $ending } of them end
    } the game, as you would have no move either.

# wipeout: the opponent has one disc left.
hint-wipeout-single = { $opponent ->
        [black] Black
       *[white] White
    } has a single disc left.

# wipeout: the opponent's discs, all on one line of a kind (`$line`: `row`,
# `column` or `diagonal`).
hint-wipeout-in-line = { $opponent ->
        [black] Black
       *[white] White
    } has { $discs } discs left, all on one { $line ->
        [row] row
        [column] column
       *[diagonal] diagonal
    }.

# wipeout: the opponent's discs, not all on one line.
hint-wipeout-apart = { $opponent ->
        [black] Black
       *[white] White
    } has { $discs } discs left, not all on one line.

# wipeout: how many of your moves take the opponent's one disc.
hint-wipeout-take-it = { $answers ->
        [1] Only one of your { $moves } moves takes it.
       *[other] { $answers } of your { $moves } moves take it.
    }

# wipeout: how many of your moves take all the opponent's discs.
hint-wipeout-take-all = { $answers ->
        [1] Only one of your { $moves } moves takes them all.
       *[other] { $answers } of your { $moves } moves take them all.
    }

# wipeout: how many of your moves take all the opponent's discs, each along
# `$lines` lines.
hint-wipeout-take-all-lines = { $answers ->
        [1] Only one of your { $moves } moves takes them all at once, along { $lines } lines.
       *[other] { $answers } of your { $moves } moves take them all at once, along { $lines } lines.
    }

# end-now: the opponent's discs, none of them on an edge.
hint-end-now-none-on-edge = { $opponent ->
        [black] Black
       *[white] White
    } has { $discs ->
        [1] 1 disc, not on an edge
       *[other] { $discs } discs, none of them on an edge
    }.

# end-now: the opponent's discs, all of them on an edge.
hint-end-now-all-on-edge = { $opponent ->
        [black] Black
       *[white] White
    } has { $discs ->
        [1] 1 disc, on an edge
       *[other] { $discs } discs, all on an edge
    }.

# end-now: the opponent's discs, `$on_edge` of them on an edge.
hint-end-now-some-on-edge = { $opponent ->
        [black] Black
       *[white] White
    } has { $discs } discs, { $on_edge } of them on an edge.

# end-now: the empty squares, where each side can play, and the goal.
hint-end-now-squares = Of the { $empty } empty squares, you can play on { $moves } and { $opponent ->
        [black] black
       *[white] white
    } on { $theirs ->
        [0] none
       *[other] { $theirs }
    }. After the right move, neither side can play anywhere.

# corner: the empty corners, and one of your moves takes one.
hint-corner-one = { $empty ->
        [1] Only one corner is empty
       *[other] { $empty } corners are empty
    }, and only one of your { $moves } moves takes a corner.

# corner: the empty corners, and how many of your moves take one.
hint-corner-many = { $empty ->
        [1] Only one corner is empty
       *[other] { $empty } corners are empty
    }, and { $answers } of your { $moves } moves take a corner.

# corner: along which lines of the corner that move encloses, and its flips.
hint-corner-way = It encloses along { $way ->
        [diagonal] its diagonal
        [edge] an edge
        [edge-diagonal] an edge and its diagonal
        [edges] both of its edges
       *[edges-diagonal] both of its edges and its diagonal
    }, flipping { $flips ->
        [1] 1 disc
       *[other] { $flips } discs
    }.

# max-flips: the most discs a move flips, over how many lines, and the next most.
hint-max-flips = Of your { $moves } moves, the best flips { $most } discs { $lines ->
        [1] along a single line
       *[other] over { $lines } lines
    }; the next best flips { $next }.

# max-flips: the longest single line belongs to a move that is not the best.
hint-max-flips-trap = The longest single line, { $long ->
        [1] 1 disc
       *[other] { $long } discs
    }, belongs to another move.

# min-mobility: the opponent's legal moves were it its turn now.
hint-min-mobility-now = If it were { $opponent ->
        [black] black
       *[white] white
    }'s turn now, { $opponent ->
        [black] black
       *[white] white
    } would have { $now ->
        [0] no legal move
        [1] 1 legal move
       *[other] { $now } legal moves
    }.

# min-mobility: the moves your best move leaves the opponent, and the same
# number, `$least`, after each of your `$others` other moves.
hint-min-mobility-best-same = Your best move leaves { $opponent ->
        [black] black
       *[white] white
    } { $fewest ->
        [0] no move
        [1] 1 move
       *[other] { $fewest } moves
    }; { $others ->
        [1] your other move leaves
       *[other] each of your other { $others } moves leaves
    } { $least }.

# min-mobility: the moves your best move leaves the opponent, and from `$least`
# to `$most` after your `$others` other moves.
hint-min-mobility-best-range = Your best move leaves { $opponent ->
        [black] black
       *[white] white
    } { $fewest ->
        [0] no move
        [1] 1 move
       *[other] { $fewest } moves
    }; { $others ->
        [1] your other move leaves
       *[other] your other { $others } moves leave
    } { $least } to { $most }.

# stable: your stable discs now, and after the best move.
hint-stable = { $now ->
        [0] You have no stable disc yet, and the best move makes { $best }.
        [1] You have 1 stable disc now, and the best move brings the count to { $best }.
       *[other] You have { $now } stable discs now, and the best move brings the count to { $best }.
    }

# stable: a corner on offer makes fewer stable discs.
hint-stable-corner = Taking the corner { $square } would make only { $count }.

# stable: the best moves lie along the edges of the corners you hold (`$held`).
hint-stable-held = { $held ->
        [1] Look along the edges beside the corner you already hold.
       *[other] Look along the edges beside the corners you already hold.
    }

# quiet-move: one of your moves is quiet, and what it flips.
hint-quiet-move-one = Only one of your { $moves } moves is quiet, and it flips { $flips ->
        [1] a single disc
       *[other] { $flips } discs
    }.

# quiet-move: how many of your moves are quiet.
hint-quiet-move-many = { $answers } of your { $moves } moves are quiet.

# quiet-move: how to find a quiet move.
hint-quiet-move-look = For each move, look at the discs it flips: does any still touch an empty square?

# The move that flips the most discs (`$square`), and what it leads to with
# best play (`$outcome`: `loss`, `draw` or `win`, by `$by` discs).
hint-greed = { $square } flips the most discs, { $flips }, yet with best play it { $outcome ->
        [loss] loses by { $by }
        [draw] only draws
       *[win] wins by only { $by }
    }.

# fewer-is-more: the `$count` moves that flip the most discs (`$squares`), and
# that they all lose (`$outcome` is `loss`) or that none of them wins.
hint-greed-many = { $squares } flip the most discs, { $flips } each, yet with best play { $outcome ->
        [loss] { $count ->
            [2] both lose
           *[other] all { $count } lose
        }
       *[no-win] none of them wins
    }.

# fewer-is-more: what to think of for the other moves.
hint-fewer-is-more-ask = For each other move, ask what { $opponent ->
        [black] black
       *[white] white
    } can answer.

# endgame: the empty squares form one region, odd or even (`$parity`).
hint-one-region = The { $empty } empty squares form one region, { $parity ->
        [odd] an odd one
       *[even] an even one
    }.

# endgame: the empty squares form `$regions` regions, of these sizes
# (`$sizes`: `5, 3 and 1`).
hint-regions = The { $empty } empty squares form { $regions } regions, of { $sizes } squares.

# endgame: every region holds an even number of squares.
hint-regions-all-even = { $regions ->
        [2] Both are even.
       *[other] All of them are even.
    }

# endgame: every region holds an odd number of squares.
hint-regions-all-odd = { $regions ->
        [2] Both are odd.
       *[other] All of them are odd.
    }

# endgame: `$odd` of the regions, not all, hold an odd number of squares.
hint-regions-some-odd = { $odd ->
        [1] One of them is odd.
       *[other] { $odd } of them are odd.
    }

# endgame-win: how many of your moves win.
hint-endgame-win = { $answers ->
        [1] Only one of your { $moves } moves wins.
       *[other] { $answers } of your { $moves } moves win.
    }

# endgame-best: the best result with best play (`$outcome`: `win`, `draw` or
# `loss`, by `$by` discs), and how many of your moves reach it.
hint-endgame-best = With best play { $outcome ->
        [win] you can win by { $by }
        [draw] the most you can reach is a draw
       *[loss] the least you can lose by is { $by }
    }, and { $answers ->
        [1] only one of your { $moves } moves gets there
       *[other] { $answers } of your { $moves } moves get there
    }.

## check

# `check`'s words: the frame of a finding (error, warning, step, puzzle), the summary line, and the message of every finding's code.
check-error = error
check-warning = warning
check-step = step { $number }
# A puzzle by its id, or by its number in the file.
check-puzzle = puzzle { $name }
check-summary = { $lessons ->
        [one] { $lessons } lesson
       *[other] { $lessons } lessons
    }, { $puzzles ->
        [one] { $puzzles } puzzle
       *[other] { $puzzles } puzzles
    }, { $errors ->
        [one] { $errors } error
       *[other] { $errors } errors
    }, { $warnings ->
        [one] { $warnings } warning
       *[other] { $warnings } warnings
    }
# The words that join the last two of a list: `en, id or vi`.
check-or = or
check-and = and
# A text named in a message: a field, or a choice by its number.
check-label-field = `{ $field }`
check-label-choice = choice { $number }
# Said after an unknown key or language code, when one is close to it.
check-meant-key = ; did you mean `{ $meant }`?
# Said in an unknown task, goal or theme, when one is close to it.
check-meant-name = did you mean "{ $meant }"?{" "}
check-no-course-files = there is no lesson or puzzle file (*.toml) in this folder: check the folder's name
# $detail: the TOML reader's own words, in English.
check-toml-syntax = TOML syntax: { $detail }
check-toml-syntax-duplicate = TOML syntax: { $detail }: this field is already set above in the same table (each step or puzzle starts with [[step]] or [[puzzle]], with two brackets)
check-steps-and-puzzles = the file has both [[step]] and [[puzzle]] tables: a lesson file holds steps and a puzzle file holds puzzles; split it in two
check-unknown-file-kind = cannot tell whether this is a lesson or a puzzle file: a lesson has [[step]] tables, a puzzle file has [[puzzle]] tables
# $meant: check-meant-key or nothing; $known: check-unknown-field-known or nothing.
check-unknown-field = `{ $name }` is not a field here{ $meant }{ $known }
check-unknown-field-known = {" "}(the fields here are: { $known })
check-more-problems-hidden = { $count } more problems in this file are not shown: fix the first { $shown } and check again
check-more-warnings-hidden = { $count ->
        [1] 1 more warning about this file is not shown
       *[other] { $count } more warnings about this file are not shown
    }
check-no-steps = the lesson has no steps: add at least one [[step]] with say = {"{"} en = "..." {"}"}
check-no-puzzles = the file has no puzzles: add [[puzzle]] tables
check-missing-format-version = `format_version` is missing: add `format_version = { $version }` at the top of the file
check-unsupported-format-version = format_version { $version } is not supported: this version of reversi-tutor reads format_version = { $supported }
# $what: lesson, puzzle or term.
check-missing-id = the { $what ->
        [lesson] lesson
        [puzzle] puzzle
       *[other] term
    } has no `id`: add one such as id = "corner-001" (lowercase letters, digits and hyphens)
check-bad-id = id `{ $id }` may use only lowercase letters a-z, digits and hyphens, like "first-move"
check-id-too-long = id `{ $id }` has { $length } characters; an id may have at most { $most }: shorten it
# $example: a text table with every language, { en = "...", id = "...", vi = "..." }.
check-missing-text = `{ $field }` is missing: add { $field } = { $example }
# $meant: check-meant-key or nothing; $below: check-unknown-language-below or nothing.
check-unknown-language = { $label }: `{ $code }` is not a language of reversi-tutor{ $meant } (the languages are: { $languages }){ $below }
check-unknown-language-below = . `{ $code }` looks like a key of the step or puzzle written below the table's header: a table takes every key after its header, up to the next [...] line, so move the keys written below it above the header
check-languages-without-english = `languages` leaves out `en`: every file has English, the language a learner reads where a text lacks theirs; write languages = { $suggested }
check-language-twice = `languages` lists `{ $code }` twice: name each language once
check-missing-english = { $label } has no English text: add en = "..." (English is required)
check-empty-english = { $label }: the English text is empty
# $names: the languages missing (`id (Bahasa Indonesia)`), joined with check-or; $codes: their codes, joined with check-and; $count: how many.
check-missing-translation-advice = { $label } has no { $names } text: a learner reading { $count ->
        [one] it
       *[other] them
    } sees the English here; add { $codes }
# $asked: the codes the file declares, joined with check-and.
check-missing-translation-declared = { $label } has no { $names } text: this file's `languages` asks every text for { $asked }
# $all: the codes of every language, joined with check-and.
check-missing-translation-course = { $label } has no { $names } text: every text in the embedded course needs { $all }
check-square-twice = `{ $field }` lists { $square } twice
# $meant: check-meant-name or nothing.
check-unknown-task = unknown task "{ $name }": { $meant }the tasks are { $names } (leave `task` out for a step that is only read)
check-unknown-goal = unknown goal "{ $name }": { $meant }the goals are { $names }
check-unknown-theme = unknown theme "{ $name }": { $meant }the themes are { $names }
# $player: black or white.
check-illegal-accept = `accept` lists { $square }, which is not a legal move for { $player ->
        [black] { color-black }
       *[other] { color-white }
    } here (legal: { $legal })
check-illegal-move = `move` is { $square }, which is not a legal move for { $player ->
        [black] { color-black }
       *[other] { color-white }
    } here (legal: { $legal })
# $fix: add (too few steps) or split (too many).
check-step-count = the lesson has { $count } { $count ->
        [one] step
       *[other] steps
    }; a lesson has { $least } to { $most }: { $fix ->
        [add] add steps where the learner acts
       *[other] split it into two lessons, one idea each
    }
check-too-few-tasks = the lesson has { $count } { $count ->
        [one] task
       *[other] tasks
    } and needs at least { $least }: give steps a `task`, so that the learner acts early and often
check-too-many-words = the step says { $count } English words; a step says at most { $most }: cut words, or split it into two steps
check-missing-position = `position` is missing: add position = {"{"} board = """...""", to_move = "black" {"}"}
check-missing-solution = `solution` is missing: list every move that meets the goal, e.g. solution = ["b7"]
check-missing-rating = `rating` is missing: add a difficulty such as rating = 1000 (beginner puzzles 600-1200)
check-missing-theme = `theme` is missing: add one of { $names }
check-board-twice = this puzzle shows the board of puzzle { $other } ({ $place }), up to the board's symmetries and a swap of colours: a learner would meet one board twice; keep one of them, or choose another position
check-missing-to-move = `board` needs the side to move: add to_move = "black" or to_move = "white"
check-to-move-without-board = `to_move` goes with `board` only: the side to move of the start position or a game record follows from the moves
check-start-not-true = write start = true for the start position (or leave out the position)
check-bad-to-move = `to_move` is "{ $value }": write "black" or "white"
check-bad-winner = `winner` is "{ $value }": write "black", "white" or "draw"
check-bad-rating = `rating` is { $value }: use a number from { $least } to { $most }
check-missing-choices = task "choice" needs `choices`, a list of answers like [{"{"} en = "Yes" {"}"}, {"{"} en = "No" {"}"}]
check-too-few-choices = `choices` has { $count } answer(s): offer at least two
check-missing-correct = task "choice" needs `correct`, the number of the right answer (1 to { $count })
check-missing-accept = task "play" needs `accept`, the moves that count as right, e.g. accept = ["{ $example }"], or `goal`, what they achieve (e.g. goal = "corner")
check-empty-accept = `accept` is empty: list at least one move
check-missing-answer = task "find-square" needs `answer`, the square (or squares) that count as right, e.g. answer = ["c6"]
check-empty-answer = `answer` is empty: list at least one square
check-position-empty = the position is empty: write {"{"} start = true {"}"}, {"{"} moves = "f5d6c3" {"}"} or {"{"} board = """...""", to_move = "black" {"}"}
check-position-forms = the position has both `{ $first }` and `{ $second }`: use only one of start, moves and board
check-stands-alone-read = `stands_alone = true` is for a task the rules quiz can ask, and this step only reads: give it a `task`, or remove `stands_alone`
check-stands-alone-game = `stands_alone = true` is for a task the rules quiz can ask, and a whole game is not one: remove `stands_alone`
check-dots-show-answer = `dots = true` would show the legal moves, and this step's task "{ $task }" is to find them: remove `dots` (the legal moves are shown once the step is answered)
check-no-glossary-terms = the glossary has no terms: add [[term]] tables
check-file-too-large = the file is { $size } bytes; lesson and puzzle files may be at most { $most } bytes (1 MiB): split it into several files
check-not-utf8 = the file is not UTF-8 text: save it as UTF-8 in your editor
check-unreadable-folder = cannot read this folder: { $error }
check-unreadable-file = cannot read this file: { $error }
check-nesting-too-deep = the brackets here nest more than { $most } levels deep; lesson and puzzle files need only a few levels
check-single-brackets = write [[{ $key }]] with two brackets: each { $key } is one entry in a list
check-not-a-table-list = `{ $key }` must be a list of [[{ $key }]] tables, not a { $kind }
check-too-many-unreadable = more than { $most } fields here cannot be read: fix these first and check again
check-key-below-table = `{ $name }` belongs to the { $item }, but it is written below the [{ $item }.{ $table }] header, so it went into that table (a table takes every key after its header, up to the next [...] line): move the { $item }'s keys that follow [{ $item }.{ $table }] above it
check-puzzle-must-pass = { $player ->
        [black] { color-black }
       *[other] { color-white }
    } has no legal move in this position and must pass: a puzzle needs a position where the side to move can play
check-puzzle-game-over = the game is over in this position: a puzzle needs a position where the side to move can play
check-field-not-for-theme = `{ $field }` is used only with { $owners }, and this puzzle's theme is "{ $theme }": remove it
check-theme-needs-move = theme "{ $theme }" needs `move`, the move whose flipped discs the learner names, e.g. move = "d3"
check-theme-needs-directions = theme "{ $theme }" needs `directions`, the least number of lines the move must enclose, e.g. directions = 3
check-theme-needs-line = theme "{ $theme }" needs `line`, the named opening whose next move the learner plays, e.g. line = "tiger" (the lines: { $lines })
check-theme-needs-score = theme "{ $theme }" needs `score`, the best final disc difference for the side to move, e.g. score = 4
check-bad-directions = `directions` is { $value }: a move encloses lines in 1 to 8 directions
check-bad-score = `score` is { $value }: a final disc difference lies between -64 and 64
check-unknown-opening = unknown opening "{ $name }": { $meant }the lines lesson `openings` teaches are { $names }
check-glossary-term-twice = term `{ $id }`: the id is used twice: give each term its own
check-glossary-missing-lesson = `lesson` is missing: name the lesson that teaches the term, e.g. lesson = "corners"
check-glossary-unknown-lesson = term `{ $term }`: no lesson has the id "{ $wanted }": { $meant }name the lesson that teaches the term
check-theme-lesson-missing = no lesson has the id `{ $lesson }`, yet the puzzle theme `{ $theme }` is taught in it (a session of mixed themes serves `{ $theme }` only after that lesson): give the lesson back its id, or name its new id in the theme list (ThemeKind::taught_in)
check-too-few-practice-puzzles = the puzzle theme `{ $theme }`, taught in lesson `{ $lesson }`, has { $count ->
        [one] { $count } puzzle
       *[other] { $count } puzzles
    }; a taught theme needs at least { $least }: add { $more } more
check-bad-correct = `correct` is { $correct }, but { $count ->
        [one] there is only 1 choice
       *[other] there are { $count } choices
    }: use a number from 1 to { $count }
check-bad-level = `level` is { $value }: a lesson's game is played against level { $least } to { $most } (the computers that answer at once)
check-this-step = this step
check-too-many-dictated = this step tells the learner to play { $square }, the only move it accepts, as steps { $earlier } did: a lesson dictates at most { $most } moves; ask for a move by what it does (a `goal`), accept several, or make it a step to read
check-too-much-reading = this step is only read, as steps { $first } and { $second } are: at most { $most } steps in a row are only read; give this step or one before it a task (a `choice` on what was just shown, a square to find), or fold two steps into one
check-duplicate-id = { $what } id "{ $id }" is already used by { $place }: every { $what } needs its own id; rename one of them
check-duplicate-id-built-in = { $what } id "{ $id }" is already used by { $place } (built in): every { $what } needs its own id; rename one of them
check-game-state-told = `say` tells whether the game is over, and { $asks } asks it: describe the position (who can move) and leave the verdict to the learner
check-answer-number-told = `say` states { $numbers }, the right answer of the question { $asks } asks: leave the number out until it is answered
check-moves-named = `say` names every legal move ({ $moves }) that { $asks } asks the learner to find: leave the list out
check-mark-shows-moves = `mark` shows { $moves }, legal moves that { $asks } asks the learner to find: mark other squares, or none
check-dots-before-question = `dots = true` would show the legal moves, and { $asks } asks about them on this board: the tutor hides them; remove `dots`, or show them on a step after the question
check-unsourced-year = the lesson tells the learner the year { $year }, and no `{ $source }` line of the file names it: add a comment line such as `{ $source } the rules documents: ... { $year }` saying where it comes from, or say it in general words ("a game between two strong players")
check-only-negative-answer = the right answer (choice { $choice }) is the only negative one ({ $languages }): a learner picks the odd "no" without thinking; add a negative choice that is wrong ("No, because ..."), or ask so that the answer is "yes"
check-hint-names-move = the hint names { $squares }, a right move: a hint gives the idea and leaves the square to the learner (the second hint already points at the quarter)
check-hint-names-flip = the hint names { $squares }, a disc that flips: a hint gives the idea and leaves the square to the learner (the second hint already points at the quarter)
check-x-square-answers = every answer ({ $squares }) is an X- or C-square beside an empty corner, the squares the theme teaches to keep off: the puzzle would teach the opposite; choose another position, or another theme with a prompt that calls the move a sacrifice
check-shared-hint = the hint "{ $hint }" is written word for word for { $count } puzzles of this file ({ $ids }; in { $languages }): a hint should speak of the position at hand (its discs, its moves, its lines), so that it helps with this puzzle; at most { $most } puzzles may share one
check-hint-names-line = the hint names "{ $words }", the line that holds every right move ({ $squares }) and not every legal move: a first hint comes weak, and where to look is the second hint's (a quarter of the board); say what the position shows instead (its discs, its moves, the kinds of line)
check-mark-shows-flips = `mark` shows { $squares }, discs that flip, which { $asks } asks the learner to find: mark the move instead
check-mark-shows-squares = `mark` shows { $marked ->
        [1] 1 square, a right answer
       *[other] { $marked } squares, { $right } of them right answers
    } of { $asks }: a learner can pick any marked square; mark fewer right answers, or none
check-text-too-long = { $label }: the { $language } text has { $length } { $length ->
        [one] character
       *[other] characters
    }; a text may have at most { $most }: split it into shorter steps
# $name: the character's name in brackets, or nothing.
check-refused-control = { $label }: the { $language } text holds the control character { $code }{ $name }, which can take over a learner's terminal: remove it (a text may hold newlines and tabs, but no other control character)
check-refused-invisible = { $label }: the { $language } text holds the invisible character { $code }{ $name }, which can hide or reorder what a learner reads: remove it (a text may hold no bidi control, zero-width or other invisible formatting character)
check-field-not-for-task = `{ $field }` is used only with { $owners }, and this step's task is "{ $task }": remove it or change the task
check-field-not-for-task-none = `{ $field }` is used only with { $owners }, and this step has no task: remove it or change the task
check-pass-not-forced = task "{ $task }", but { $player ->
        [black] { color-black }
       *[other] { color-white }
    } has legal moves here ({ $legal }), and a player with a move may not pass: use a position where { $player ->
        [black] { color-black }
       *[other] { color-white }
    } has no move
check-pass-game-over = task "{ $task }", but the game is over here: nobody passes; use task = "{ $outcome }"
check-game-not-over = task "{ $task }" needs a finished game, and this one is not over: { $player ->
        [black] { color-black }
       *[other] { color-white }
    } can still move ({ $legal })
check-game-not-over-pass = task "{ $task }" needs a finished game, and this one is not over: { $player ->
        [black] { color-black }
       *[other] { color-white }
    } must pass, but { $player ->
        [black] { color-white }
       *[other] { color-black }
    } can still move
# What the count of a finished game says, the higher score first.
check-verdict-win = { $winner ->
        [black] { color-black }
       *[other] { color-white }
    } wins { $high } to { $low }
check-verdict-draw = a draw, { $high } to { $low }
check-missing-winner = task "{ $task }" needs `winner` ("black", "white" or "draw"); here { $verdict }
check-wrong-winner = `winner` is "{ $written }", but the count says { $verdict }
check-centre-empty = the position leaves { $squares } empty: every game starts with discs on { $centre }, and a disc is never taken off, so no real game reaches it; put discs there
check-disc-island = the discs on { $squares } touch no disc joined to the centre: every disc is placed next to another, so no real game reaches it; join them to the others or take them off
check-same-answer-place = the right answer is choice { $choice } here and in every choice step of this lesson that keeps its order (steps { $steps }): remove `shuffle = false`, or put the right answers in different places
check-answer-longest = the right answer (choice { $choice }) is the longest by { $difference } { $difference ->
        [one] character
       *[other] characters
    } ({ $right } against at most { $other }) in { $language }: a learner can pick it by its length; give the choices a similar length
check-answer-shortest = the right answer (choice { $choice }) is the shortest by { $difference } { $difference ->
        [one] character
       *[other] characters
    } ({ $right } against at least { $other }) in { $language }: a learner can pick it by its length; give the choices a similar length
check-task-without-move-pass = task "{ $task }" asks for a move, but { $player ->
        [black] { color-black }
       *[other] { color-white }
    } has no legal move here and must pass: use task = "{ $then }"
check-task-without-move-over = task "{ $task }" asks for a move, but the game is over here ({ color-black } { $black }, { color-white } { $white }): nobody can move; use task = "{ $then }"
check-result-told-count = `say` tells the count ({ $black } to { $white }), and { $asks } asks who won: leave it out here, and say it after the question is answered
check-result-told-margin = `say` tells the margin ({ $margin }), and { $asks } asks who won: leave it out here, and say it after the question is answered
check-result-told-winner = `say` tells who won, and { $asks } asks who won: leave it out here, and say it after the question is answered
check-mostly-negative-answers = the right answer is negative in { $count } of the { $asked } { $asked ->
        [one] yes-or-no question
       *[other] yes-or-no questions
    } ({ $steps }): a learner soon picks "no" without reading; ask some so that the answer is "yes"
check-on-wrong-never-shown = `on_wrong` is never shown here: every wrong answer of this step gets its own nudge ({ $fields }); remove it
check-greedy-endgames = in { $greedy } of { $endgames } endgame puzzles the move that flips the most discs is a right answer ({ $puzzles }); at most { $most } in { $of } may be ({ $allowed } here), so that greed does not pay: replace { $replace } of them with positions where the greedy move is wrong

## check: files and positions

# A language named inside a finding (`the Bahasa Indonesia text`): $code is its
# code, $name its own name (for a language this file does not name).
check-file-language = { $code ->
        [en] English
        [id] Bahasa Indonesia
        [vi] Tiếng Việt
       *[other] { $name }
    }
# A value of the wrong type: $found is check-file-found, $expected check-file-expected.
check-file-wrong-type = `{ $field }` cannot be read: { $found }, expected { $expected }
check-file-wrong-type-item = { $found }, expected { $expected }
# What was written: $kind, and $value as written (for a list too short, its length).
check-file-found = { $kind ->
        [string] found string { $value }
        [integer] found integer `{ $value }`
        [float] found floating point `{ $value }`
        [boolean] found boolean `{ $value }`
        [sequence] found sequence
        [length] invalid length { $value }
       *[map] found map
    }
# What was asked for: $kind; $example is a text table with every language.
check-file-expected = { $kind ->
        [list] a list like ["d3", "c4"]
        [number] a whole number (no quotes)
        [boolean] true or false (no quotes)
        [string] text in quotes
        [text] text: a table of languages like { $example }
        [position] a position: {"{"} start = true {"}"}, {"{"} moves = "f5d6" {"}"} or {"{"} board = "...", to_move = "black" {"}"}
        [step] a step: a [[step]] table with say = ...
        [puzzle] a puzzle: a [[puzzle]] table with id = ...
       *[term] a term: a [[term]] table with id = ..., lesson = ..., term = ..., meaning = ...
    }
check-file-bad-square = `{ $field }`: `{ $text }` is not a square: use a column a-h and a row 1-8, like d3
# A game record (`moves`): $at is the character, $text the token.
check-file-moves-token = `moves`: character { $at }: `{ $text }` is not a square (a1..h8) or `pa` for a pass
# $why is one of the check-file-moves-* reasons below.
check-file-moves-refused = `moves`: move { $number } ({ $mv }, character { $at }): { $why }
check-file-moves-occupied = { $square } is not empty: a { $owner ->
        [black] { color-black }
       *[other] { color-white }
    } disc is already there
check-file-moves-encloses-nothing = { $square } is not a legal move for { $player ->
        [black] { color-black }
       *[other] { color-white }
    }: no direction encloses a line
check-file-moves-pass = { $player ->
        [black] { color-black }
       *[other] { color-white }
    } cannot pass: a player with a legal move must play one ({ $moves })
check-file-moves-over = the game is over: no more moves can be played
check-file-moves-over-pass = the game is over: there is no turn to pass
check-file-board-length = `board`: a board string has 64 squares (a1..h8, row by row); this one has { $found } (a diagram has 8 lines of 8 squares; a one-line board has 64 squares a1..h8)
check-file-board-cell = `board`: square { $square } (character { $at }): `{ $ch }` is not X (black), O (white) or - (empty)
check-file-board-rows = `board`: the diagram has { $found } { $found ->
        [one] row
       *[other] rows
    }; it needs 8 (rows 1-8, top to bottom) (a diagram has 8 lines of 8 squares; a one-line board has 64 squares a1..h8)
check-file-board-columns = `board`: diagram row { $row } has { $found } { $found ->
        [one] square
       *[other] squares
    }; it needs 8 (columns a-h)
check-file-board-char = `board`: diagram row { $row }: `{ $ch }` is not a disc; use B or X for black, W or O for white, . or - for empty
# $has: task, reply or both; $why: any, game or accepts (the moves $accepted).
check-file-position-needed = this step has { $has ->
        [both] a task and a reply
        [task] a task
       *[reply] a reply
    } but no `position`, and the board here depends on the learner's move in step { $step } ({ $why ->
        [any] any legal move is accepted
        [game] its game goes where the learner and the computer take it
       *[accepts] it accepts { $accepted }
    }): give this step its own `position`{ $why ->
        [any] {""}
       *[other] , or accept a single move there
    }
# After `reply d3`, when the step accepts several moves: the learner's move.
check-file-reply-after = {" "}after { $square }
check-file-reply-illegal = `reply` { $mv }{ $after }: { $mv } is not a legal move for { $player ->
        [black] { color-black }
       *[other] { color-white }
    } here (legal: { $legal })
check-file-reply-has-moves = `reply` { $mv }{ $after }: { $player ->
        [black] { color-black }
       *[other] { color-white }
    } cannot pass: it has legal moves ({ $legal })
check-file-reply-must-pass = `reply` { $mv }{ $after }: { $player ->
        [black] { color-black }
       *[other] { color-white }
    } has no legal move here and must pass: write reply = "pass"
check-file-reply-over = `reply` { $mv }{ $after }: the game is over after this step: remove the reply
# An interface strings file (`vi.ftl`): a syntax error as the Fluent parser names it.
check-file-ftl-parse = does not parse: { $detail }
check-file-ftl-twice = does not parse: message `{ $id }` is given twice
check-file-ftl-missing = message `{ $id }` is missing (en.ftl line { $line })
# $own and $english: the variables (`$a, $b`) or check-file-ftl-no-variable.
check-file-ftl-variables = message `{ $id }` uses { $own } where English uses { $english }
check-file-ftl-no-variable = no variable
check-file-ftl-not-in-english = message `{ $id }` is not in English

## check: answers and goals

# The squares a written list lacks, or has too many of, against the engine's.
check-answer-difference = { $which ->
        [missing] missing { $missing }
        [extra] { $extra } should not be listed
       *[both] missing { $missing }; { $extra } should not be listed
    }
check-answer-wrong-legal-moves = `answer` is not { $player ->
        [black] { color-black }
       *[other] { color-white }
    }'s legal moves: { $difference } (the legal moves are { $legal })
check-answer-missing-move = task "{ $task }" needs `move`, the move whose flips are marked, e.g. move = "{ $example }"
check-answer-wrong-flips = `answer` is not what { $square } flips: { $difference } ({ $square } flips { $flips })
check-answer-wrong-solution = `solution` is not every move that meets the goal: { $difference } (the moves that do: { $answer })
check-answer-wrong-solution-flips = `solution` is not every disc that { $move } flips: { $difference } (the discs it flips: { $answer })
check-answer-nudge-names-answer = `{ $field }` ({ $language }) names { $squares }, { $count ->
        [1] a right answer
       *[other] right answers
    } of this step: a nudge says what the answer did and why it is not what was asked, never the answer
# A kind of wrong answer, in one line for teachers.
check-answer-nudge-class = { $class ->
        [taken] a square that already holds a disc
        [illegal] an empty square where the disc would enclose nothing
        [legal] a legal move the step does not ask for (on a find-square step: an empty square where a disc could be played)
        [pass] a pass while a legal move is left
        [set] a wrong set of squares (all-legal, predict-flips)
        [outcome] the wrong winner or count (outcome)
       *[choice] a wrong choice (choice)
    }
check-answer-nudge-never-shown = `{ $field }` is never shown here: no wrong answer of this step is { $kind }, and { $there }; remove it, or move its words to the kind they fit
check-answer-nudge-no-wrong-answer = this step has no wrong answer
check-answer-nudge-wrong-answers = its wrong answers are { $kinds }
# A goal of a `play` step, in one line for teachers.
check-answer-goal = { $goal ->
        [encloses-row] the moves that enclose at least one line along a row
        [encloses-column] the moves that enclose at least one line along a column
        [encloses-diagonal] the moves that enclose at least one line along a diagonal
        [most-flips] the moves that flip the most discs
        [force-pass] the moves that leave the opponent no legal move while the game goes on
        [wipeout] the moves that flip every opponent disc
        [end-now] the moves after which neither side can move
        [corner] the moves on a corner (a1, h1, a8, h8)
        [no-corner] the moves after which the opponent cannot win a corner by force within 4 plies (its reply, your answer, its next move)
        [fewest-moves] the moves that leave the opponent the fewest legal moves
        [most-stable] the moves after which the mover has the most stable discs: a corner, and the discs joined to a corner of their colour in an unbroken line along an edge
        [quiet] the quiet moves: every disc they flip touches no empty square afterwards
        [win] the moves that win with perfect play from both sides (exact solver)
       *[best] the moves that reach the best final result (exact solver)
    }
check-answer-goal-too-many-empties = goal "{ $goal }" is decided by the exact solver, and this position has { $empties } empty squares: the solver decides at most { $most }; use a later position or list the moves in `accept` without a goal
check-answer-goal-cannot-win = goal "{ $goal }": no move of { $mover ->
        [black] { color-black }
       *[other] { color-white }
    } wins here, the best with perfect play is { $best }; use goal "best" or another position
check-answer-goal-no-move = no legal move of { $mover ->
        [black] { color-black }
       *[other] { color-white }
    } meets goal "{ $goal }" ({ $describe }) here (legal: { $legal })
check-answer-theme-no-move = no legal move of { $mover ->
        [black] { color-black }
       *[other] { color-white }
    } meets the goal of theme "{ $theme }" here: change the position or the theme
check-answer-theme-every-move = every legal move of { $mover ->
        [black] { color-black }
       *[other] { color-white }
    } meets the goal of theme "{ $theme }" here, so the puzzle asks nothing: choose a position where some moves do not
check-answer-theme-illegal-move = `move` is { $move }, which is not a legal move for { $mover ->
        [black] { color-black }
       *[other] { color-white }
    } here (legal: { $legal })
check-answer-theme-too-many-empties = this endgame has { $empties } empty squares; endgame puzzles may have at most { $most }, so that every one can be solved exactly
check-answer-theme-cannot-win = { $mover ->
        [black] { color-black }
       *[other] { color-white }
    } cannot win this endgame: the best with perfect play is { $best } (a draw or a loss); use theme "{ $instead }" or another position
check-answer-theme-score = `score` is { $written }, but with perfect play the best final disc difference for { $mover ->
        [black] { color-black }
       *[other] { color-white }
    } is { $best } (by { $moves })
check-answer-theme-stable-beyond-rule = after { $move } the engine finds stable discs of { $mover ->
        [black] { color-black }
       *[other] { color-white }
    } that the lesson's rule (a corner, and the discs joined to a corner of their colour along an edge) does not count: { $extra }; choose a position where the two agree after every move
check-answer-theme-greedy-wins = { $greedy } flips the most discs and wins too, so greed pays here: theme "{ $theme }" needs a position where every move that flips the most does not win (use theme "{ $instead }")
check-answer-theme-not-on-line = this position is not reached by the first moves of the { $line } ({ $record }) in any of the board's eight symmetries: play them from the start, or turn the board
check-answer-theme-line-ends = this position is the whole { $line } ({ $record }): the line has no next move to ask for; take a position one move earlier
check-answer-accept-not-goal = `accept` is not the moves that meet goal "{ $goal }" ({ $describe }): { $squares }; accept exactly { $meets }, or leave `accept` out
check-answer-accept-missing = { $square } meets it ({ $why }) but is not accepted
check-answer-accept-extra = { $square } is accepted but does not meet it ({ $why })
# What a move does with respect to a step's goal, in a few words.
check-answer-why-line = { $discs } along a { $kind ->
        [row] row
        [column] column
       *[diagonal] diagonal
    }
check-answer-why-encloses = it encloses { $lines }
check-answer-why-flips = it flips { $flips }, the most is { $most }
check-answer-why-must-pass = { $player ->
        [black] { color-black }
       *[other] { color-white }
    } must pass
check-answer-why-over = the game is over
check-answer-why-has-moves = { $player ->
        [black] { color-black }
       *[other] { color-white }
    } then has { $moves ->
        [1] 1 legal move
       *[other] { $moves } legal moves
    }
check-answer-why-keeps = { $player ->
        [black] { color-black }
       *[other] { color-white }
    } keeps { $discs ->
        [1] 1 disc
       *[other] { $discs } discs
    }
check-answer-why-nobody-moves = nobody can move then
check-answer-why-goes-on = the game goes on
check-answer-why-corner = a corner
check-answer-why-not-corner = not a corner
check-answer-why-no-corner = { $player ->
        [black] { color-black }
       *[other] { color-white }
    } wins no corner within { $plies } plies
check-answer-why-corner-now = { $player ->
        [black] { color-black }
       *[other] { color-white }
    } may take { $corners } at once
check-answer-why-corner-forced = { $player ->
        [black] { color-black }
       *[other] { color-white }
    } answers { $first } and then wins { $corners } whatever { $mover ->
        [black] { color-black }
       *[other] { color-white }
    } plays
check-answer-why-fewest = { $player ->
        [black] { color-black }
       *[other] { color-white }
    } then has { $moves ->
        [1] 1 legal move
       *[other] { $moves } legal moves
    }, the fewest is { $fewest }
check-answer-why-stable = { $player ->
        [black] { color-black }
       *[other] { color-white }
    } then has { $stable ->
        [1] 1 stable disc
       *[other] { $stable } stable discs
    }, the most is { $most }
check-answer-why-quiet = no disc it flips touches an empty square
check-answer-why-loud = { $squares } { $count ->
        [1] still touches
       *[other] still touch
    } an empty square
check-answer-why-ends = with perfect play it ends { $score }
check-answer-nudge-false = `{ $field }` ({ $language }) says { $what }, which is false after { $answers } ({ $why }){ $fix }
# The first wrong answers a false nudge follows, and how many more.
check-answer-nudge-answers-more = { $shown } and { $more } more
check-answer-nudge-pass = a pass
check-answer-nudge-set = a wrong set of squares
check-answer-nudge-outcome = a wrong winner
check-answer-nudge-choice = a wrong choice
check-answer-nudge-fix-kinds = : `on_wrong` is shown after every kind of wrong answer; give each kind its own nudge ({ $fields }) and say in each only what is true of it
check-answer-nudge-fix-every = : say only what is true of every answer it follows
check-answer-nudge-fix-class = : `{ $field }` is shown after every { $class ->
        [taken] square that holds a disc
        [illegal] empty square that encloses nothing
        [legal] legal move the step does not ask for
        [pass] pass
        [set] wrong set of squares
        [outcome] wrong winner
       *[choice] wrong choice
    } here; say only what is true of each
# The engine's account of what a nudge says about a wrong answer.
check-answer-fact-pass = the answer is a pass, not a move on a square
check-answer-fact-taken = { $square } already holds a disc, so it is not a legal move
check-answer-fact-encloses-nothing = { $square } encloses nothing, so it is not a legal move
check-answer-fact-legal = { $square } is a legal move
check-answer-fact-holds = { $square } holds a disc
check-answer-fact-empty = { $square } is empty
check-answer-fact-holds-colour = { $square } holds a { $colour ->
        [black] { color-black }
       *[other] { color-white }
    } disc
check-answer-fact-corner = { $square } is a corner
check-answer-fact-not-corner = { $square } is not a corner
check-answer-fact-x-square = { $square } is an X-square
check-answer-fact-not-x-square = { $square } is not an X-square
check-answer-fact-c-square = { $square } is a C-square
check-answer-fact-not-c-square = { $square } is not a C-square
check-answer-fact-on-edge = { $square } is on { $edge ->
        [top] the top edge
        [bottom] the bottom edge
        [left] the left edge
        [right] the right edge
       *[any] an edge
    }
check-answer-fact-not-on-edge = { $square } is not on { $edge ->
        [top] the top edge
        [bottom] the bottom edge
        [left] the left edge
        [right] the right edge
       *[any] an edge
    }
check-answer-fact-is = the answer is { $other }
check-answer-fact-is-not = { $square } is not { $other }
check-answer-fact-no-region = { $square } is not empty: it is in no region
check-answer-fact-region = { $square } is in a region of { $size ->
        [1] 1 empty square (odd)
       *[other] { $size } empty squares ({ $parity ->
            [odd] odd
           *[even] even
        })
    }
check-answer-fact-illegal-encloses = { $square } is not a legal move: it encloses nothing
check-answer-fact-encloses-along = { $square } encloses along { $lines }
check-answer-fact-line = { $kind ->
        [row] a row
        [column] a column
       *[diagonal] a diagonal
    }
check-answer-fact-of-a-side = that is said of a side, not of a square
check-answer-fact-has-moves = after { $square }, { $player ->
        [black] { color-black }
       *[other] { color-white }
    } has { $moves ->
        [1] 1 legal move
       *[other] { $moves } legal moves
    }
check-answer-fact-no-move = after { $square }, { $player ->
        [black] { color-black }
       *[other] { color-white }
    } has no legal move
check-answer-fact-no-corner-now = after { $square }, { $player ->
        [black] { color-black }
       *[other] { color-white }
    } cannot take a corner at once
check-answer-fact-corner-now = after { $square }, { $player ->
        [black] { color-black }
       *[other] { color-white }
    } may take { $corners }
check-answer-fact-not-answering = { $player ->
        [black] { color-black }
       *[other] { color-white }
    } made the move { $square }: it is not the side that answers it
check-answer-fact-no-corner-by-force = after { $square }, { $player ->
        [black] { color-black }
       *[other] { color-white }
    } wins no corner within { $plies } plies, whatever it plays
check-answer-fact-corner-by-force = after { $square }, { $player ->
        [black] { color-black }
       *[other] { color-white }
    } wins { $corners } by force
check-answer-fact-reaches = after { $square }, { $player ->
        [black] { color-black }
       *[other] { color-white }
    } may play { $target }
check-answer-fact-not-reaches = after { $square }, { $player ->
        [black] { color-black }
       *[other] { color-white }
    } may not play { $target }
check-answer-fact-of-a-square = that is said of a square, not of a side
