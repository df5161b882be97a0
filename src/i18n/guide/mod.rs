//! The words of the Help page and of the keys that the interface strings did
//! not name before ([`Guide`]): messages of each language's `.ftl` file (the
//! section `## The Help page`, which a translator reads as one text), said by
//! the one implementation, [`Localized`].

use super::ftl::arg;
use super::localized::Localized;
use crate::engine::Color;
use crate::lang::Lang;

/// A topic of the Help page, in the order the page shows them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Topic {
    /// Lessons, steps and stars.
    Lessons,
    /// Puzzles and the rating.
    Puzzles,
    /// The review queue.
    ReviewQueue,
    /// A game: the levels, the timer, the dots.
    Play,
    /// A game's review.
    GameReview,
    /// The classroom demo and the sandbox.
    Demo,
    /// A class over SSH.
    Classroom,
    /// How squares and games are written.
    Notation,
}

impl Topic {
    /// The topics, in the order of the page.
    pub const ALL: [Topic; 8] = [
        Topic::Lessons,
        Topic::Puzzles,
        Topic::ReviewQueue,
        Topic::Play,
        Topic::GameReview,
        Topic::Demo,
        Topic::Classroom,
        Topic::Notation,
    ];
}

/// A screen, as the Help page names it over its keys.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// The home screen.
    Home,
    /// The list of lessons.
    Lessons,
    /// A lesson.
    Lesson,
    /// The puzzle menu.
    PuzzleMenu,
    /// A puzzle.
    Puzzle,
    /// The play setup.
    PlaySetup,
    /// A game.
    Game,
    /// A game's review.
    Review,
    /// The classroom demo's chooser.
    DemoPick,
    /// The classroom demo.
    Demo,
    /// The sandbox.
    Sandbox,
    /// The settings.
    Settings,
    /// The glossary.
    Glossary,
    /// The Help page.
    Guide,
    /// The classmates to invite (in a class).
    Classmates,
    /// The key list over a screen.
    KeyList,
    /// An invitation over a screen (in a class).
    Invitation,
    /// The teacher's dashboard.
    Dashboard,
    /// A game or a lesson open over the teacher's dashboard.
    DashboardOpen,
    /// The teacher's lesson on a pupil's screen (follow me).
    Follow,
}

/// The Help page's words and the words of a few keys, in one language.
pub trait Guide: Sync {
    // The Help page.

    /// The page's title.
    fn guide_title(&self) -> &'static str;
    /// A topic's heading and its paragraphs: short sentences, one idea each.
    fn topic(&self, topic: Topic) -> (&'static str, &'static [&'static str]);
    /// The heading over the keys of every screen.
    fn keys_heading(&self) -> &'static str;
    /// What the keys part says first: `help` is the key that lists a screen's keys.
    fn keys_intro(&self, help: &str) -> String;
    /// A screen's name, over its keys.
    fn place(&self, place: Place) -> &'static str;

    // Keys.

    /// What Backspace does after a column letter typed: the letter undone.
    fn erase_typed(&self) -> &'static str;
    /// The same, as one short word on the key bar.
    fn erase_word(&self) -> &'static str;
    /// What the digits do on the play setup: the computer's level.
    fn set_level(&self) -> &'static str;
    /// The same, as one short word on the key bar.
    fn level_word(&self) -> &'static str;
    /// A finished lesson offers a game against the computer.
    fn offer_play(&self) -> &'static str;
    /// A finished lesson offers the review of the game just played.
    fn offer_review(&self) -> &'static str;
    /// A finished lesson offers five puzzles of its theme.
    fn offer_puzzles(&self) -> &'static str;
    /// A finished lesson offers the rules quiz.
    fn offer_quiz(&self) -> &'static str;
    /// The sandbox as one short word on the key bar.
    fn sandbox_word(&self) -> &'static str;
    /// A key puts a disc of this colour on the square under the cursor (none: empties it).
    fn put(&self, disc: Option<Color>) -> &'static str;
    /// What inviting a classmate does.
    fn invite(&self) -> &'static str;
    /// Invite, as one short word.
    fn invite_word(&self) -> &'static str;
    /// What taking back an invitation does.
    fn withdraw(&self) -> &'static str;
    /// Take back, as one short word.
    fn withdraw_word(&self) -> &'static str;
    /// What accepting an invitation does.
    fn accept(&self) -> &'static str;
    /// Accept, as one short word.
    fn accept_word(&self) -> &'static str;
    /// What declining an invitation does.
    fn decline(&self) -> &'static str;
    /// Decline, as one short word.
    fn decline_word(&self) -> &'static str;
}

/// The guide of each language: the messages of its `.ftl` file.
pub(super) const fn guide_for(lang: Lang) -> &'static dyn Guide {
    super::localized_for(lang)
}

impl Guide for Localized {
    fn guide_title(&self) -> &'static str {
        self.text("guide-title")
    }

    fn topic(&self, topic: Topic) -> (&'static str, &'static [&'static str]) {
        match topic {
            Topic::Lessons => (
                self.text("guide-lessons-heading"),
                self.words("guide-lessons"),
            ),
            Topic::Puzzles => (
                self.text("guide-puzzles-heading"),
                self.words("guide-puzzles"),
            ),
            Topic::ReviewQueue => (
                self.text("guide-review-queue-heading"),
                self.words("guide-review-queue"),
            ),
            Topic::Play => (self.text("guide-play-heading"), self.words("guide-play")),
            Topic::GameReview => (
                self.text("guide-game-review-heading"),
                self.words("guide-game-review"),
            ),
            Topic::Demo => (self.text("guide-demo-heading"), self.words("guide-demo")),
            Topic::Classroom => (
                self.text("guide-classroom-heading"),
                self.words("guide-classroom"),
            ),
            Topic::Notation => (
                self.text("guide-notation-heading"),
                self.words("guide-notation"),
            ),
        }
    }

    fn keys_heading(&self) -> &'static str {
        self.text("guide-keys-heading")
    }

    fn keys_intro(&self, help: &str) -> String {
        self.say("guide-keys-intro", [("help", arg(help))])
    }

    fn place(&self, place: Place) -> &'static str {
        match place {
            Place::Home => self.text("guide-place-home"),
            Place::Lessons => self.text("guide-place-lessons"),
            Place::Lesson => self.text("guide-place-lesson"),
            Place::PuzzleMenu => self.text("guide-place-puzzle-menu"),
            Place::Puzzle => self.text("guide-place-puzzle"),
            Place::PlaySetup => self.text("guide-place-play-setup"),
            Place::Game => self.text("guide-place-game"),
            Place::Review => self.text("guide-place-review"),
            Place::DemoPick => self.text("guide-place-demo-pick"),
            Place::Demo => self.text("guide-place-demo"),
            Place::Sandbox => self.text("guide-place-sandbox"),
            Place::Settings => self.text("guide-place-settings"),
            Place::Glossary => self.text("guide-place-glossary"),
            Place::Guide => self.text("guide-place-guide"),
            Place::Classmates => self.text("guide-place-classmates"),
            Place::KeyList => self.text("guide-place-key-list"),
            Place::Invitation => self.text("guide-place-invitation"),
            Place::Dashboard => self.text("guide-place-dashboard"),
            Place::DashboardOpen => self.text("guide-place-dashboard-open"),
            Place::Follow => self.text("guide-place-follow"),
        }
    }

    fn erase_typed(&self) -> &'static str {
        self.text("guide-erase-typed")
    }

    fn erase_word(&self) -> &'static str {
        self.text("guide-erase-word")
    }

    fn set_level(&self) -> &'static str {
        self.text("guide-set-level")
    }

    fn level_word(&self) -> &'static str {
        self.text("guide-level-word")
    }

    fn offer_play(&self) -> &'static str {
        self.text("guide-offer-play")
    }

    fn offer_review(&self) -> &'static str {
        self.text("guide-offer-review")
    }

    fn offer_puzzles(&self) -> &'static str {
        self.text("guide-offer-puzzles")
    }

    fn offer_quiz(&self) -> &'static str {
        self.text("guide-offer-quiz")
    }

    fn sandbox_word(&self) -> &'static str {
        self.text("guide-sandbox-word")
    }

    fn invite(&self) -> &'static str {
        self.text("guide-invite")
    }

    fn invite_word(&self) -> &'static str {
        self.text("guide-invite-word")
    }

    fn withdraw(&self) -> &'static str {
        self.text("guide-withdraw")
    }

    fn withdraw_word(&self) -> &'static str {
        self.text("guide-withdraw-word")
    }

    fn accept(&self) -> &'static str {
        self.text("guide-accept")
    }

    fn accept_word(&self) -> &'static str {
        self.text("guide-accept-word")
    }

    fn decline(&self) -> &'static str {
        self.text("guide-decline")
    }

    fn decline_word(&self) -> &'static str {
        self.text("guide-decline-word")
    }

    fn put(&self, disc: Option<Color>) -> &'static str {
        match disc {
            Some(Color::Black) => self.text("guide-put-black"),
            Some(Color::White) => self.text("guide-put-white"),
            None => self.text("guide-put-none"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every text of a guide, named, with the topics' paragraphs one by one.
    fn every_text(guide: &dyn Guide) -> Vec<(String, String)> {
        let mut texts: Vec<(String, String)> = vec![
            ("guide_title".into(), guide.guide_title().into()),
            ("keys_heading".into(), guide.keys_heading().into()),
            ("keys_intro".into(), guide.keys_intro("?")),
            ("erase_typed".into(), guide.erase_typed().into()),
            ("erase_word".into(), guide.erase_word().into()),
            ("set_level".into(), guide.set_level().into()),
            ("level_word".into(), guide.level_word().into()),
            ("offer_play".into(), guide.offer_play().into()),
            ("offer_review".into(), guide.offer_review().into()),
            ("offer_puzzles".into(), guide.offer_puzzles().into()),
            ("offer_quiz".into(), guide.offer_quiz().into()),
            ("sandbox_word".into(), guide.sandbox_word().into()),
            ("invite".into(), guide.invite().into()),
            ("invite_word".into(), guide.invite_word().into()),
            ("withdraw".into(), guide.withdraw().into()),
            ("withdraw_word".into(), guide.withdraw_word().into()),
            ("accept".into(), guide.accept().into()),
            ("accept_word".into(), guide.accept_word().into()),
            ("decline".into(), guide.decline().into()),
            ("decline_word".into(), guide.decline_word().into()),
        ];
        for disc in [Some(Color::Black), Some(Color::White), None] {
            texts.push((format!("put({disc:?})"), guide.put(disc).into()));
        }
        for topic in Topic::ALL {
            let (heading, paragraphs) = guide.topic(topic);
            texts.push((format!("{topic:?}"), heading.into()));
            texts.push((
                format!("{topic:?}: paragraphs"),
                paragraphs.len().to_string(),
            ));
            for (i, paragraph) in paragraphs.iter().enumerate() {
                texts.push((format!("{topic:?} {i}"), (*paragraph).into()));
            }
        }
        texts
    }

    #[test]
    fn every_language_says_every_text_of_the_help_page_and_translates_it() {
        let english = every_text(guide_for(Lang::En));
        for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
            let texts = every_text(guide_for(lang));
            assert_eq!(texts.len(), english.len(), "{lang}");
            for ((name, said), (_, en)) in texts.iter().zip(&english) {
                assert!(!said.trim().is_empty(), "{lang}: {name} is empty");
                // A paragraph count is the same in every language; a text
                // is not English, bar the commands typed on the classroom's
                // computers.
                if name.ends_with("paragraphs") {
                    assert_eq!(said, en, "{lang}: {name}");
                } else if !said.starts_with("reversi-tutor") {
                    assert_ne!(said, en, "{lang}: {name} is still English");
                }
            }
        }
    }

    #[test]
    fn the_help_page_writes_squares_as_the_notation_topic_teaches() {
        for lang in Lang::ALL {
            let (_, paragraphs) = guide_for(lang).topic(Topic::Notation);
            let text = paragraphs.join(" ");
            for needed in ["a1", "h8", "d3", "1", "8"] {
                assert!(text.contains(needed), "{lang}: {needed}");
            }
        }
    }
}
