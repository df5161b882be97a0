//! This machine's network addresses, for the command pupils type: the IPv4
//! addresses of the interfaces that are up, loopback left out.

use std::net::{IpAddr, Ipv4Addr};

/// The IPv4 addresses of this machine's interfaces that are up, not loopback.
#[cfg(unix)]
pub fn local_addresses() -> Vec<IpAddr> {
    let mut found = Vec::new();
    let mut list: *mut libc::ifaddrs = std::ptr::null_mut();
    // SAFETY: getifaddrs fills `list` with a linked list that freeifaddrs frees;
    // every node is read only while the list lives, and only through fields
    // the system set (ifa_addr may be null, and is checked).
    unsafe {
        if libc::getifaddrs(&mut list) != 0 {
            return found;
        }
        let mut node = list;
        while !node.is_null() {
            let entry = &*node;
            let up = entry.ifa_flags & (libc::IFF_UP as libc::c_uint) != 0;
            let loopback = entry.ifa_flags & (libc::IFF_LOOPBACK as libc::c_uint) != 0;
            if up
                && !loopback
                && !entry.ifa_addr.is_null()
                && i32::from((*entry.ifa_addr).sa_family) == libc::AF_INET
            {
                let address = &*(entry.ifa_addr as *const libc::sockaddr_in);
                let ip = Ipv4Addr::from(u32::from_be(address.sin_addr.s_addr));
                if !found.contains(&IpAddr::V4(ip)) {
                    found.push(IpAddr::V4(ip));
                }
            }
            node = entry.ifa_next;
        }
        libc::freeifaddrs(list);
    }
    found
}

/// No way to list them here: the teacher names one with `--bind`.
#[cfg(not(unix))]
pub fn local_addresses() -> Vec<IpAddr> {
    Vec::new()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_listed_address_is_loopback_or_unspecified() {
        for address in local_addresses() {
            assert!(
                !address.is_loopback() && !address.is_unspecified(),
                "{address}"
            );
        }
    }
}
