//! The class folder: the server's host key, the class code, and one folder per
//! pupil with their progress and what opens their name.
//!
//! ```text
//! DIR/host_key                  the server's ed25519 key (OpenSSH format, mode 0600)
//! DIR/class.toml                code = "482913", teacher_code = "…" (mode 0600)
//! DIR/pupils/NAME/progress.toml the pupil's progress, through the progress store
//! DIR/pupils/NAME/login.toml    key = "ssh-ed25519 AAAA…"  or  pin = "$argon2id$…"
//! ```
//!
//! A pupil's folder is named only from a [`PupilName`], which admits letters,
//! digits, `-` and `_`: nothing a pupil types reaches a path otherwise.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use argon2::Argon2;
use argon2::password_hash::{PasswordHasher, PasswordVerifier};
use russh::keys::ssh_key::LineEnding;
use russh::keys::ssh_key::private::Ed25519Keypair;
use russh::keys::{HashAlg, PrivateKey, PublicKey};
use serde::{Deserialize, Serialize};

use super::name::PupilName;
use crate::store::{read_file, write_private};

/// The host key's file in the class folder.
const HOST_KEY: &str = "host_key";
/// The class's own file (its code).
const CLASS_FILE: &str = "class.toml";
/// The folder of the pupils' folders.
pub const PUPILS: &str = "pupils";
/// What opens a pupil's name, in the pupil's folder.
pub const LOGIN_FILE: &str = "login.toml";
/// How many digits a class code has.
const CODE_DIGITS: usize = 6;
/// How many digits the teacher code has (more than a class code: it opens the dashboard).
const TEACHER_DIGITS: usize = 10;
/// The name that logs in as the teacher (with the teacher code): no pupil's.
pub const TEACHER: &str = "teacher";
/// The shortest and the longest PIN, in digits.
const PIN_DIGITS: (usize, usize) = (4, 12);

/// An open class folder.
#[derive(Debug)]
pub struct ClassFolder {
    dir: PathBuf,
    code: String,
    teacher_code: String,
    host_key: PrivateKey,
}

/// What opens a pupil's name, once bound at the first login.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Binding {
    /// The SSH key offered at the first login (its public half).
    Key(PublicKey),
    /// A PIN, kept only as a salted Argon2id hash (a PHC string).
    Pin(String),
}

#[derive(Serialize, Deserialize)]
struct ClassFile {
    code: String,
    /// Made on the first run that lacks it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    teacher_code: Option<String>,
}

/// `n` random digits.
fn digits(n: usize) -> io::Result<String> {
    let mut bytes = vec![0u8; n];
    getrandom::fill(&mut bytes).map_err(|e| io::Error::other(e.to_string()))?;
    // 250 is the largest multiple of 10 below 256: no digit more likely.
    let mut out = String::with_capacity(n);
    for byte in bytes {
        let mut b = byte;
        while b >= 250 {
            b = random::<1>()?[0];
        }
        out.push(char::from(b'0' + b % 10));
    }
    Ok(out)
}

#[derive(Serialize, Deserialize, Default)]
struct LoginFile {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    key: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pin: Option<String>,
}

fn invalid(path: &Path, why: impl std::fmt::Display) -> io::Error {
    io::Error::new(
        io::ErrorKind::InvalidData,
        format!("{}: {why}", path.display()),
    )
}

/// `n` random bytes from the system.
fn random<const N: usize>() -> io::Result<[u8; N]> {
    let mut bytes = [0u8; N];
    getrandom::fill(&mut bytes).map_err(|e| io::Error::other(e.to_string()))?;
    Ok(bytes)
}

/// The text of `path` if it exists.
fn read_text(path: &Path) -> io::Result<Option<String>> {
    match read_file(path) {
        Ok(None) => Ok(None),
        Ok(Some(bytes)) => String::from_utf8(bytes)
            .map(Some)
            .map_err(|_| invalid(path, "not UTF-8 text")),
        Err(e) => Err(io::Error::other(format!("{}: {e}", path.display()))),
    }
}

/// Makes `path` readable by its owner alone (a key file left open by a copy).
#[cfg(unix)]
fn keep_private(path: &Path) -> io::Result<()> {
    use std::os::unix::fs::PermissionsExt;
    let mode = fs::metadata(path)?.permissions().mode();
    if mode & 0o077 != 0 {
        fs::set_permissions(path, fs::Permissions::from_mode(0o600))?;
    }
    Ok(())
}

#[cfg(not(unix))]
fn keep_private(_path: &Path) -> io::Result<()> {
    Ok(())
}

impl ClassFolder {
    /// Opens the class folder `dir`, making it on the first run: the folder,
    /// an ed25519 host key and a class code. Whether it was new.
    pub fn open(dir: &Path) -> io::Result<(ClassFolder, bool)> {
        fs::create_dir_all(dir.join(PUPILS))
            .map_err(|e| io::Error::new(e.kind(), format!("{}: {e}", dir.display())))?;
        let mut new = false;
        let key_path = dir.join(HOST_KEY);
        let host_key = match read_text(&key_path)? {
            Some(text) => {
                keep_private(&key_path)?;
                PrivateKey::from_openssh(&text).map_err(|e| invalid(&key_path, e))?
            }
            None => {
                new = true;
                let key = PrivateKey::from(Ed25519Keypair::from_seed(&random::<32>()?));
                let text = key
                    .to_openssh(LineEnding::LF)
                    .map_err(|e| invalid(&key_path, e))?;
                write_private(dir, HOST_KEY, text.as_bytes())?;
                key
            }
        };
        let class_path = dir.join(CLASS_FILE);
        let mut file = match read_text(&class_path)? {
            Some(text) => {
                let file: ClassFile = toml::from_str(&text).map_err(|e| invalid(&class_path, e))?;
                if normal_code(&file.code).is_empty() {
                    return Err(invalid(&class_path, "the class code is empty"));
                }
                file
            }
            None => {
                new = true;
                ClassFile {
                    code: digits(CODE_DIGITS)?,
                    teacher_code: None,
                }
            }
        };
        let teacher_code = match file.teacher_code.as_deref().map(normal_code) {
            Some(code) if !code.is_empty() => code,
            _ => {
                let code = digits(TEACHER_DIGITS)?;
                file.teacher_code = Some(code.clone());
                let text = toml::to_string(&file).map_err(|e| invalid(&class_path, e))?;
                write_private(dir, CLASS_FILE, text.as_bytes())?;
                code
            }
        };
        keep_private(&class_path)?;
        let class = ClassFolder {
            dir: dir.to_path_buf(),
            code: normal_code(&file.code),
            teacher_code,
            host_key,
        };
        Ok((class, new))
    }

    /// The class folder.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The class code pupils type.
    pub fn code(&self) -> &str {
        &self.code
    }

    /// Whether `typed` is the class code (spaces and dashes aside).
    pub fn code_matches(&self, typed: &str) -> bool {
        same_code(typed, &self.code)
    }

    /// The teacher code, which opens the dashboard over SSH.
    pub fn teacher_code(&self) -> &str {
        &self.teacher_code
    }

    /// Whether `typed` is the teacher code (spaces and dashes aside).
    pub fn teacher_code_matches(&self, typed: &str) -> bool {
        same_code(typed, &self.teacher_code)
    }

    /// The server's host key.
    pub fn host_key(&self) -> &PrivateKey {
        &self.host_key
    }

    /// The host key's fingerprint as `ssh` shows it (`SHA256:…`).
    pub fn fingerprint(&self) -> String {
        self.host_key
            .public_key()
            .fingerprint(HashAlg::Sha256)
            .to_string()
    }

    /// The folder of `name`'s progress and login.
    pub fn pupil_folder(&self, name: &PupilName) -> PathBuf {
        self.dir.join(PUPILS).join(name.folder_name())
    }

    /// What opens `name`, if it was ever bound.
    pub fn binding(&self, name: &PupilName) -> io::Result<Option<Binding>> {
        let path = self.pupil_folder(name).join(LOGIN_FILE);
        let Some(text) = read_text(&path)? else {
            return Ok(None);
        };
        let file: LoginFile = toml::from_str(&text).map_err(|e| invalid(&path, e))?;
        match (file.key, file.pin) {
            (Some(key), None) => PublicKey::from_openssh(&key)
                .map(|key| Some(Binding::Key(key)))
                .map_err(|e| invalid(&path, e)),
            (None, Some(pin)) => Ok(Some(Binding::Pin(pin))),
            _ => Err(invalid(&path, "it must hold either key or pin")),
        }
    }

    /// Binds `name` to `binding`, for good (until the teacher removes the
    /// login file). Never writes over a binding already there.
    pub fn bind(&self, name: &PupilName, binding: &Binding) -> io::Result<()> {
        let folder = self.pupil_folder(name);
        fs::create_dir_all(&folder)?;
        if self.binding(name)?.is_some() {
            return Err(io::Error::new(
                io::ErrorKind::AlreadyExists,
                format!("{} is already bound", name),
            ));
        }
        let path = folder.join(LOGIN_FILE);
        let file = match binding {
            Binding::Key(key) => LoginFile {
                key: Some(key.to_openssh().map_err(|e| invalid(&path, e))?),
                pin: None,
            },
            Binding::Pin(hash) => LoginFile {
                key: None,
                pin: Some(hash.clone()),
            },
        };
        let text = toml::to_string(&file).map_err(|e| invalid(&path, e))?;
        write_private(&folder, LOGIN_FILE, text.as_bytes())
    }
}

/// Whether `typed` is `code`, spaces and dashes aside; in the same time
/// whatever the first wrong digit.
fn same_code(typed: &str, code: &str) -> bool {
    let typed = normal_code(typed);
    typed.len() == code.len()
        && typed
            .bytes()
            .zip(code.bytes())
            .fold(0u8, |acc, (a, b)| acc | (a ^ b))
            == 0
}

/// A class code as typed, without spaces and dashes.
fn normal_code(typed: &str) -> String {
    typed
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .collect()
}

/// Whether `pin` is a PIN a pupil may choose: 4 to 12 digits.
pub fn pin_is_valid(pin: &str) -> bool {
    (PIN_DIGITS.0..=PIN_DIGITS.1).contains(&pin.len()) && pin.bytes().all(|b| b.is_ascii_digit())
}

/// The salted Argon2id hash of `pin` (a PHC string); slow on purpose.
pub fn hash_pin(pin: &str) -> io::Result<String> {
    Argon2::default()
        .hash_password(pin.as_bytes())
        .map(|hash| hash.to_string())
        .map_err(|e| io::Error::other(e.to_string()))
}

/// Whether `pin` is the one hashed in `hash`.
pub fn pin_matches(pin: &str, hash: &str) -> bool {
    Argon2::default()
        .verify_password(pin.as_bytes(), hash)
        .is_ok()
}

/// Whether two bindings open a name alike: the same key (whatever its
/// comment), or the same PIN hash.
pub fn same_binding(a: &Binding, b: &Binding) -> bool {
    match (a, b) {
        (Binding::Key(a), Binding::Key(b)) => a.key_data() == b.key_data(),
        (Binding::Pin(a), Binding::Pin(b)) => a == b,
        _ => false,
    }
}

/// Whether `offered` is the key of `binding`.
pub fn key_matches(binding: &Binding, offered: &PublicKey) -> bool {
    matches!(binding, Binding::Key(key) if key.key_data() == offered.key_data())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_folder_gets_a_private_host_key_and_a_code_kept_on_the_next_run() {
        let dir = tempfile::tempdir().unwrap();
        let (class, new) = ClassFolder::open(dir.path()).unwrap();
        assert!(new);
        assert_eq!(class.code().len(), CODE_DIGITS);
        assert!(class.fingerprint().starts_with("SHA256:"));
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = fs::metadata(dir.path().join(HOST_KEY))
                .unwrap()
                .permissions()
                .mode();
            assert_eq!(mode & 0o777, 0o600);
        }
        let (again, new) = ClassFolder::open(dir.path()).unwrap();
        assert!(!new);
        assert_eq!(again.code(), class.code());
        assert_eq!(again.fingerprint(), class.fingerprint());
        assert_eq!(again.teacher_code(), class.teacher_code());
    }

    #[test]
    fn a_class_file_without_a_teacher_code_gets_one_kept_private_and_the_class_code_does_not_open_it()
     {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join(CLASS_FILE), "code = \"123456\"\n").unwrap();
        let (class, _) = ClassFolder::open(dir.path()).unwrap();
        assert_eq!(class.teacher_code().len(), TEACHER_DIGITS);
        assert!(class.teacher_code_matches(class.teacher_code()));
        assert!(!class.teacher_code_matches("123456"));
        assert!(!class.code_matches(class.teacher_code()));
        let text = std::fs::read_to_string(dir.path().join(CLASS_FILE)).unwrap();
        assert!(text.contains(class.teacher_code()), "{text}");
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = fs::metadata(dir.path().join(CLASS_FILE))
                .unwrap()
                .permissions()
                .mode();
            assert_eq!(mode & 0o777, 0o600);
        }
        let (again, _) = ClassFolder::open(dir.path()).unwrap();
        assert_eq!(again.teacher_code(), class.teacher_code());
    }

    #[test]
    fn the_code_is_matched_whatever_the_spaces_and_dashes() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join(CLASS_FILE), "code = \"123456\"\n").unwrap();
        let (class, _) = ClassFolder::open(dir.path()).unwrap();
        assert!(class.code_matches("123456"));
        assert!(class.code_matches(" 123-456 "));
        assert!(!class.code_matches("123457"));
        assert!(!class.code_matches("12345"));
        assert!(!class.code_matches(""));
    }

    #[test]
    fn a_pin_is_kept_as_a_salted_hash_and_a_binding_is_never_overwritten() {
        let dir = tempfile::tempdir().unwrap();
        let (class, _) = ClassFolder::open(dir.path()).unwrap();
        let ani = PupilName::parse("Ani").unwrap();
        assert_eq!(class.binding(&ani).unwrap(), None);
        let hash = hash_pin("2468").unwrap();
        assert_ne!(hash, hash_pin("2468").unwrap(), "salted");
        class.bind(&ani, &Binding::Pin(hash)).unwrap();
        let text = std::fs::read_to_string(class.pupil_folder(&ani).join(LOGIN_FILE)).unwrap();
        assert!(!text.contains("2468"));
        let Some(Binding::Pin(kept)) = class.binding(&ani).unwrap() else {
            panic!("no pin kept");
        };
        assert!(pin_matches("2468", &kept));
        assert!(!pin_matches("2469", &kept));
        let other = Binding::Pin(hash_pin("1111").unwrap());
        assert!(class.bind(&ani, &other).is_err());
        assert!(pin_matches("2468", &kept));
    }

    #[test]
    fn a_pin_is_four_to_twelve_digits() {
        assert!(pin_is_valid("0000"));
        assert!(pin_is_valid("123456789012"));
        for bad in ["123", "1234567890123", "12a4", "", "12 34"] {
            assert!(!pin_is_valid(bad), "{bad:?}");
        }
    }
}
