import { BlockList, isIP } from 'node:net';

/**
 * Link-local addresses are never called: in them live the metadata services of cloud hosts
 * (169.254.169.254 hands out credentials) and a plant network's auto-configured devices. Loopback
 * and the private ranges stay callable: a plant's MES, SMS gateway or PA system sits on its LAN.
 */
const linkLocal = new BlockList();
linkLocal.addSubnet('169.254.0.0', 16, 'ipv4');
linkLocal.addSubnet('fe80::', 10, 'ipv6');

export function isLinkLocal(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return linkLocal.check(mapped, 'ipv4');
  return linkLocal.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Whether a host name is on the installation's allow-list. An empty list allows every host; an
 * entry `*.example.com` allows the subdomains of example.com (not example.com itself); any other
 * entry is one exact host name or address. Names compare without case and without a final dot.
 */
export function isHostAllowed(host: string, allowedHosts: readonly string[]): boolean {
  if (allowedHosts.length === 0) return true;
  const name = normalise(host);
  return allowedHosts.some((entry) => {
    const rule = normalise(entry);
    if (rule.startsWith('*.')) return name.endsWith(rule.slice(1)) && name.length > rule.length - 1;
    return name === rule;
  });
}

function normalise(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
}
