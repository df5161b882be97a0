//! The weight file: a header that names the format and its layout, the weights
//! with runs of zeros shortened, and a checksum.
//!
//! All numbers little-endian:
//! - 8 bytes [`MAGIC`], u16 [`FORMAT_VERSION`], u16 stages, u16 patterns,
//!   u16 mobility slots, then u32 per pattern: its number of weights (folded by
//!   its own symmetries);
//! - u64: the seed the weights were trained from, u64: the number of positions;
//! - the weights, stage by stage (per stage: each pattern's, then the mobility
//!   weights and a constant), as i16 in hundredths of a disc, where
//!   `i16::MIN` followed by a u16 `n` stands for `n` zeros;
//! - u64: the FNV-1a hash of every byte before it.

use super::patterns::{PATTERNS, compact_len};
use super::{Compact, MOBILITY_SLOTS, STAGES};

/// The first bytes of a weight file.
pub const MAGIC: [u8; 8] = *b"RTWEIGHT";
/// The version of the layout this program reads and writes.
pub const FORMAT_VERSION: u16 = 1;

/// Why a weight file could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LoadError {
    /// It does not start with [`MAGIC`].
    #[error("not a weight file of reversi-tutor")]
    NotWeights,
    /// Another version of the format.
    #[error("weight file version {0}, this program reads version {FORMAT_VERSION}")]
    Version(u16),
    /// Other patterns, stages or mobility slots than this program's.
    #[error("the weight file's layout is not this program's")]
    Layout,
    /// Cut short, too long, or its checksum does not match.
    #[error("the weight file is damaged")]
    Damaged,
}

/// What a weight file says about where its weights came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Provenance {
    /// The training seed.
    pub seed: u64,
    /// How many positions they were fitted to.
    pub positions: u64,
}

/// FNV-1a, 64 bits.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// The header's layout part: what this program expects.
fn layout() -> Vec<u8> {
    let mut out = Vec::new();
    out.extend_from_slice(&(STAGES as u16).to_le_bytes());
    out.extend_from_slice(&(PATTERNS.len() as u16).to_le_bytes());
    out.extend_from_slice(&(MOBILITY_SLOTS as u16).to_le_bytes());
    for p in 0..PATTERNS.len() {
        out.extend_from_slice(&(compact_len(p) as u32).to_le_bytes());
    }
    out
}

/// The bytes of a weight file holding `weights`.
pub(crate) fn write(weights: &Compact, provenance: Provenance) -> Vec<u8> {
    let mut out = Vec::new();
    out.extend_from_slice(&MAGIC);
    out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
    out.extend_from_slice(&layout());
    out.extend_from_slice(&provenance.seed.to_le_bytes());
    out.extend_from_slice(&provenance.positions.to_le_bytes());
    let mut zeros: u16 = 0;
    let flush = |out: &mut Vec<u8>, zeros: &mut u16| {
        if *zeros > 0 {
            out.extend_from_slice(&i16::MIN.to_le_bytes());
            out.extend_from_slice(&zeros.to_le_bytes());
            *zeros = 0;
        }
    };
    for stage in &weights.stages {
        for &w in stage {
            if w == 0 {
                zeros += 1;
                if zeros == u16::MAX {
                    flush(&mut out, &mut zeros);
                }
            } else {
                flush(&mut out, &mut zeros);
                // i16::MIN marks a run of zeros: weights never take it.
                out.extend_from_slice(&w.max(-i16::MAX).to_le_bytes());
            }
        }
    }
    flush(&mut out, &mut zeros);
    let hash = fnv1a(&out);
    out.extend_from_slice(&hash.to_le_bytes());
    out
}

/// Reads the bytes of a weight file.
pub(crate) fn read(bytes: &[u8]) -> Result<Compact, LoadError> {
    Ok(read_with_provenance(bytes)?.0)
}

/// Reads the bytes of a weight file, with where they came from.
pub(crate) fn read_with_provenance(bytes: &[u8]) -> Result<(Compact, Provenance), LoadError> {
    let rest = bytes.strip_prefix(&MAGIC).ok_or(LoadError::NotWeights)?;
    let version = rest
        .get(..2)
        .map(|v| u16::from_le_bytes([v[0], v[1]]))
        .ok_or(LoadError::Damaged)?;
    if version != FORMAT_VERSION {
        return Err(LoadError::Version(version));
    }
    if bytes.len() < 8 {
        return Err(LoadError::Damaged);
    }
    let (body, hash) = bytes.split_at(bytes.len() - 8);
    let mut reader = Reader {
        bytes: &body[MAGIC.len() + 2..],
    };
    let expected = layout();
    if reader.take(expected.len())? != expected.as_slice() {
        return Err(LoadError::Layout);
    }
    if u64::from_le_bytes(hash.try_into().map_err(|_| LoadError::Damaged)?) != fnv1a(body) {
        return Err(LoadError::Damaged);
    }
    let provenance = Provenance {
        seed: reader.u64()?,
        positions: reader.u64()?,
    };
    let len = Compact::stage_len();
    let mut all = Vec::with_capacity(STAGES * len);
    while all.len() < STAGES * len {
        let w = reader.i16()?;
        if w == i16::MIN {
            let n = usize::from(reader.u16()?);
            if all.len() + n > STAGES * len {
                return Err(LoadError::Damaged);
            }
            all.resize(all.len() + n, 0);
        } else {
            all.push(w);
        }
    }
    if !reader.bytes.is_empty() {
        return Err(LoadError::Damaged);
    }
    let stages = all.chunks(len).map(<[i16]>::to_vec).collect();
    Ok((Compact { stages }, provenance))
}

/// Reads little-endian numbers off the front of a byte slice.
struct Reader<'a> {
    bytes: &'a [u8],
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], LoadError> {
        if self.bytes.len() < n {
            return Err(LoadError::Damaged);
        }
        let (head, tail) = self.bytes.split_at(n);
        self.bytes = tail;
        Ok(head)
    }

    fn u16(&mut self) -> Result<u16, LoadError> {
        let b = self.take(2)?;
        Ok(u16::from_le_bytes([b[0], b[1]]))
    }

    fn i16(&mut self) -> Result<i16, LoadError> {
        let b = self.take(2)?;
        Ok(i16::from_le_bytes([b[0], b[1]]))
    }

    fn u64(&mut self) -> Result<u64, LoadError> {
        let b = self.take(8)?;
        let mut a = [0u8; 8];
        a.copy_from_slice(b);
        Ok(u64::from_le_bytes(a))
    }
}
