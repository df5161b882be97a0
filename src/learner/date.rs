//! Calendar dates for the progress file (`2026-05-01`, a TOML local date): today,
//! today plus some days, and a time stamp for file names. No time crate needed.

use std::fmt;
use std::str::FromStr;
use std::time::{SystemTime, UNIX_EPOCH};

use serde::de::{self, MapAccess, Visitor, value::MapAccessDeserializer};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The earliest date the file may hold (1 January of year 1).
const FIRST_YEAR: i32 = 1;
/// The latest year the file may hold: dates print with four digits.
const LAST_YEAR: i32 = 9999;

/// A day of the proleptic Gregorian calendar, from 0001-01-01 to 9999-12-31.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Date {
    /// Days since 1970-01-01 (negative before).
    days: i32,
}

/// Text that is not a date written `YYYY-MM-DD`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a date: write it as year-month-day, such as 2026-05-01")]
pub struct NotADate(pub String);

impl Date {
    /// The date of `year`-`month`-`day`, if there is such a day (year 1 to 9999).
    fn from_ymd(year: i32, month: u32, day: u32) -> Option<Date> {
        let in_range = (FIRST_YEAR..=LAST_YEAR).contains(&year)
            && (1..=12).contains(&month)
            && day >= 1
            && day <= days_in_month(year, month);
        in_range.then(|| Date {
            days: days_from_civil(year, month, day),
        })
    }

    /// The year, month (1-12) and day (1-31).
    fn ymd(self) -> (i32, u32, u32) {
        civil_from_days(self.days)
    }

    /// Today, on the UTC calendar (a new day starts at midnight UTC everywhere).
    pub fn today() -> Date {
        Date::of(SystemTime::now())
    }

    /// The UTC date of a moment (moments before 1970 count as 1970-01-01).
    pub fn of(moment: SystemTime) -> Date {
        let seconds = seconds_since_epoch(moment);
        let days = i32::try_from(seconds / SECONDS_PER_DAY).unwrap_or(i32::MAX);
        Date::clamped(days)
    }

    /// The date `days` later (earlier when negative), held within years 1 to 9999.
    pub fn add_days(self, days: i64) -> Date {
        let moved = i64::from(self.days).saturating_add(days);
        Date::clamped(i32::try_from(moved).unwrap_or(if days < 0 { i32::MIN } else { i32::MAX }))
    }

    /// How many days `self` comes after `earlier` (negative if before).
    pub fn days_since(self, earlier: Date) -> i64 {
        i64::from(self.days) - i64::from(earlier.days)
    }

    /// The date of `days` since 1970-01-01, held within years 1 to 9999.
    fn clamped(days: i32) -> Date {
        let first = days_from_civil(FIRST_YEAR, 1, 1);
        let last = days_from_civil(LAST_YEAR, 12, 31);
        Date {
            days: days.clamp(first, last),
        }
    }
}

const SECONDS_PER_DAY: u64 = 86_400;

fn seconds_since_epoch(moment: SystemTime) -> u64 {
    moment
        .duration_since(UNIX_EPOCH)
        .map_or(0, |since| since.as_secs())
}

/// A seed from the clock, for choices that need not repeat from run to run.
pub fn clock_seed() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |since| since.as_nanos() as u64)
}

/// A UTC time stamp for a file name, `20260501T134502Z`.
pub fn file_stamp(moment: SystemTime) -> String {
    let seconds = seconds_since_epoch(moment);
    let (year, month, day) = Date::of(moment).ymd();
    let in_day = seconds % SECONDS_PER_DAY;
    format!(
        "{year:04}{month:02}{day:02}T{:02}{:02}{:02}Z",
        in_day / 3600,
        in_day / 60 % 60,
        in_day % 60
    )
}

fn is_leap(year: i32) -> bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
}

fn days_in_month(year: i32, month: u32) -> u32 {
    match month {
        2 if is_leap(year) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// Days since 1970-01-01 of a valid date (H. Hinnant's `days_from_civil`).
fn days_from_civil(year: i32, month: u32, day: u32) -> i32 {
    let month = month as i32;
    let day = day as i32;
    let year = if month <= 2 { year - 1 } else { year };
    let era = year.div_euclid(400);
    let year_of_era = year - era * 400;
    let day_of_year = (153 * (month + if month > 2 { -3 } else { 9 }) + 2) / 5 + day - 1;
    let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
    era * 146_097 + day_of_era - 719_468
}

/// The date of `days` since 1970-01-01 (H. Hinnant's `civil_from_days`).
fn civil_from_days(days: i32) -> (i32, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z - era * 146_097;
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let mp = (5 * day_of_year + 2) / 153;
    let day = (day_of_year - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = year_of_era + era * 400 + i32::from(month <= 2);
    (year, month, day)
}

impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (year, month, day) = self.ymd();
        write!(f, "{year:04}-{month:02}-{day:02}")
    }
}

impl FromStr for Date {
    type Err = NotADate;
    fn from_str(text: &str) -> Result<Date, NotADate> {
        let bad = || NotADate(text.to_string());
        let bytes = text.as_bytes();
        let shaped = bytes.len() == 10
            && bytes[4] == b'-'
            && bytes[7] == b'-'
            && bytes
                .iter()
                .enumerate()
                .all(|(at, b)| at == 4 || at == 7 || b.is_ascii_digit());
        if !shaped {
            return Err(bad());
        }
        let year = text[0..4].parse().map_err(|_| bad())?;
        let month = text[5..7].parse().map_err(|_| bad())?;
        let day = text[8..10].parse().map_err(|_| bad())?;
        Date::from_ymd(year, month, day).ok_or_else(bad)
    }
}

/// Written as a TOML local date, `due = 2026-05-01`.
impl Serialize for Date {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let (year, month, day) = self.ymd();
        let date = toml::value::Date {
            year: u16::try_from(year).unwrap_or(0),
            month: u8::try_from(month).unwrap_or(0),
            day: u8::try_from(day).unwrap_or(0),
        };
        toml::value::Datetime {
            date: Some(date),
            time: None,
            offset: None,
        }
        .serialize(serializer)
    }
}

/// Read from a TOML local date (`2026-05-01`) or a string (`"2026-05-01"`).
impl<'de> Deserialize<'de> for Date {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Date, D::Error> {
        deserializer.deserialize_any(DateVisitor)
    }
}

struct DateVisitor;

impl<'de> Visitor<'de> for DateVisitor {
    type Value = Date;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a date such as 2026-05-01")
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<Date, E> {
        text.parse().map_err(E::custom)
    }

    fn visit_map<M: MapAccess<'de>>(self, map: M) -> Result<Date, M::Error> {
        let datetime = toml::value::Datetime::deserialize(MapAccessDeserializer::new(map))?;
        match datetime {
            toml::value::Datetime {
                date: Some(date),
                time: None,
                offset: None,
            } => Date::from_ymd(
                i32::from(date.year),
                u32::from(date.month),
                u32::from(date.day),
            )
            .ok_or_else(|| de::Error::custom(NotADate(datetime.to_string()))),
            _ => Err(de::Error::custom(format!(
                "`{datetime}` is not a date alone: write only year-month-day, such as 2026-05-01"
            ))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn dates_read_and_print_as_year_month_day() {
        let date: Date = "2024-02-29".parse().unwrap();
        assert_eq!(date.ymd(), (2024, 2, 29));
        assert_eq!(date.to_string(), "2024-02-29");
        assert_eq!("1970-01-01".parse::<Date>().unwrap().days, 0);
    }

    #[test]
    fn impossible_or_misshapen_dates_are_refused() {
        for text in [
            "2023-02-29",
            "2024-13-01",
            "2024-00-10",
            "2024-04-31",
            "0000-01-01",
            "24-01-01",
            "2024-1-01",
            "2024/01/01",
            "+202-01-01",
            "2024-01-0a",
            "",
            "2024-01-01x",
        ] {
            assert!(text.parse::<Date>().is_err(), "{text}");
        }
    }

    #[test]
    fn adding_days_crosses_months_years_and_leap_days() {
        let date: Date = "2024-02-27".parse().unwrap();
        assert_eq!(date.add_days(3).to_string(), "2024-03-01");
        assert_eq!(date.add_days(-58).to_string(), "2023-12-31");
        assert_eq!(date.add_days(7).days_since(date), 7);
        let end: Date = "9999-12-31".parse().unwrap();
        assert_eq!(end.add_days(i64::MAX), end);
        assert_eq!(date.add_days(i64::MIN).to_string(), "0001-01-01");
    }

    #[test]
    fn every_day_of_four_centuries_round_trips() {
        let start = Date::from_ymd(1900, 1, 1).unwrap();
        let mut previous = start.add_days(-1);
        for offset in 0..146_097 {
            let date = start.add_days(offset);
            let (year, month, day) = date.ymd();
            assert_eq!(Date::from_ymd(year, month, day), Some(date));
            assert!(date > previous);
            previous = date;
        }
    }

    #[test]
    fn a_moment_gives_its_utc_date_and_file_stamp() {
        // 2026-05-01 13:45:02 UTC.
        let moment = UNIX_EPOCH + Duration::from_secs(1_777_643_102);
        assert_eq!(Date::of(moment).to_string(), "2026-05-01");
        assert_eq!(file_stamp(moment), "20260501T134502Z");
    }

    #[test]
    fn dates_are_toml_local_dates_and_strings_are_accepted() {
        #[derive(Serialize, Deserialize, PartialEq, Debug)]
        struct Holder {
            due: Date,
        }
        let holder = Holder {
            due: "2026-05-01".parse().unwrap(),
        };
        let text = toml::to_string(&holder).unwrap();
        assert_eq!(text.trim(), "due = 2026-05-01");
        assert_eq!(toml::from_str::<Holder>(&text).unwrap(), holder);
        assert_eq!(
            toml::from_str::<Holder>("due = \"2026-05-01\"").unwrap(),
            holder
        );
        for bad in [
            "due = 2026-05-01T10:00:00",
            "due = \"2026-02-30\"",
            "due = 3",
        ] {
            assert!(toml::from_str::<Holder>(bad).is_err(), "{bad}");
        }
    }
}
