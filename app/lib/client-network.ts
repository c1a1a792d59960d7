// The network a client's limits count under (rules §5): one IPv6 /64 is one client (a home or a
// phone gets a whole /64 and may use any address in it), an IPv4 address is its own. Parsed, not
// compared as text, so no other way of writing an address (case, zeros, brackets, a zone) gets a
// fresh window.

const IPV4_OCTET = "(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
const IPV4 = new RegExp(`^${IPV4_OCTET}\\.${IPV4_OCTET}\\.${IPV4_OCTET}\\.${IPV4_OCTET}$`);
const GROUP = /^[0-9a-f]{1,4}$/;

/** Four numbers 0–255 from "a.b.c.d" (no leading zeros), else null. */
function ipv4Octets(text: string): number[] | null {
  const match = IPV4.exec(text);
  return match ? match.slice(1).map(Number) : null;
}

/** 16-bit groups from written ones ("db8", "1.2.3.4" as two); null when one is not a group. */
function groupsOf(parts: string[]): number[] | null {
  const groups: number[] = [];
  for (const [i, part] of parts.entries()) {
    const octets = i === parts.length - 1 && part.includes(".") ? ipv4Octets(part) : null;
    if (octets) groups.push((octets[0]! << 8) | octets[1]!, (octets[2]! << 8) | octets[3]!);
    else if (GROUP.test(part)) groups.push(parseInt(part, 16));
    else return null;
  }
  return groups;
}

/** The eight groups of an IPv6 address in any written form (zero compression, a trailing IPv4), else null. */
function ipv6Groups(text: string): number[] | null {
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const side = (half: string) => (half === "" ? [] : groupsOf(half.split(":")));
  if (halves.length === 1) {
    const groups = side(text);
    return groups?.length === 8 ? groups : null;
  }
  const head = side(halves[0]!);
  // A trailing IPv4 may only close the address, never sit before "::".
  const tail = side(halves[1]!);
  if (!head || !tail || halves[0]!.includes(".") || head.length + tail.length > 7) return null;
  return [...head, ...Array<number>(8 - head.length - tail.length).fill(0), ...tail];
}

/**
 * The key a client's limits count under: an IPv4 address as "a.b.c.d" (an IPv4-mapped IPv6
 * address too), an IPv6 address as its /64 ("2001:db8:0:0::/64"), and any other text unchanged.
 */
export function clientNetwork(address: string): string {
  let text = address.trim().toLowerCase();
  if (text.startsWith("[") && text.endsWith("]")) text = text.slice(1, -1);
  if (ipv4Octets(text)) return text;
  // A zone ("%eth0", "%25en0" escaped) names the sender's interface, not the address.
  const zone = text.indexOf("%");
  if (zone > 0 && zone < text.length - 1) text = text.slice(0, zone);
  if (!text.includes(":")) return address;
  const groups = ipv6Groups(text);
  if (!groups) return address;
  // ::ffff:0:0/96 is an IPv4 client seen through an IPv6 socket.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff)
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}
