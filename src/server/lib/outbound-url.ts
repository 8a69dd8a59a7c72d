/**
 * Requests to an address an admin typed (the AI base URL). Link-local addresses (169.254.0.0/16,
 * fe80::/10) are where clouds serve instance metadata and credentials, and some metadata services
 * have names and addresses of their own: the server never calls them, so the setting cannot turn it
 * into a reader of its own cloud credentials. Loopback and private LAN addresses stay allowed: a
 * model server on the same machine or network (Ollama, vLLM) is a real setup.
 */
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

const METADATA_ADDRESSES = new BlockList();
METADATA_ADDRESSES.addSubnet('169.254.0.0', 16, 'ipv4');
METADATA_ADDRESSES.addSubnet('fe80::', 10, 'ipv6');
// AWS's instance metadata over IPv6, and Alibaba Cloud's.
METADATA_ADDRESSES.addAddress('fd00:ec2::254', 'ipv6');
METADATA_ADDRESSES.addAddress('100.100.100.200', 'ipv4');

const METADATA_HOSTNAMES = new Set([
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'instance-data',
  'instance-data.ec2.internal',
]);

/**
 * The name lookup fetchOutbound checks. An object, so a test can point a name at a metadata address
 * with vi.spyOn: a module mock of node:dns would not reach modules the test files share (decision 014).
 */
export const nameResolver = { lookup: (hostname: string) => lookup(hostname, { all: true }) };

export class BlockedAddressError extends Error {
  constructor(hostname: string) {
    super(`${hostname} is a link-local or cloud metadata address, which this server does not call`);
    this.name = 'BlockedAddressError';
  }
}

/** An IP address in a link-local or metadata range; IPv4 rules also hold for IPv4-mapped IPv6 ('::ffff:a9fe:a9fe'). */
function isMetadataAddress(address: string): boolean {
  const family = isIP(address);
  return family !== 0 && METADATA_ADDRESSES.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/** The host as DNS sees it: no IPv6 brackets, no trailing dot ('metadata.google.internal.' is the same name). */
function toBareHostname(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '').replace(/\.+$/, '');
}

/** Whether the URL's host, as written, is a link-local or metadata address or name (no DNS lookup). */
export function isMetadataHost(url: URL): boolean {
  const hostname = toBareHostname(url);
  return METADATA_HOSTNAMES.has(hostname) || isMetadataAddress(hostname);
}

/**
 * fetch for an address an admin typed: throws BlockedAddressError when the host, or any address its
 * name resolves to, is link-local or metadata; a redirect is answered, not followed, since its target
 * was not checked.
 * NOTE: fetch resolves the name once more to connect, so a name that changes its answer between the
 * two lookups (DNS rebinding) is not caught; Node's built-in fetch takes no lookup hook.
 */
export async function fetchOutbound(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : input);
  const hostname = toBareHostname(url);
  if (isMetadataHost(url)) throw new BlockedAddressError(hostname);
  const addresses = await nameResolver.lookup(hostname);
  if (addresses.some(({ address }) => isMetadataAddress(address))) throw new BlockedAddressError(hostname);
  return fetch(input, { ...init, redirect: 'manual' });
}
