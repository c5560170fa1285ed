import { createHmac } from 'node:crypto';

/** ICE servers of a call (D-15): STUN/TURN URLs and coturn REST credentials. */
export interface IceConfig {
  stunUrls: string[];
  turnUrls: string[];
  turnSecret: string | undefined;
  turnTtlSeconds: number;
}

/** What `GET /chat/ice-servers` answers (D-15): the servers and how long the credentials live (s). */
export interface IceServers {
  iceServers: Array<{ urls: string[]; username?: string; credential?: string }>;
  ttl: number;
}

/**
 * D-15: the ICE servers of member `memberId` at `nowMs`; TURN credentials in the coturn REST
 * format (`username = expiry:memberId`, `credential = base64(HMAC-SHA1(secret, username))`),
 * valid `turnTtlSeconds`. No TURN entry without URLs and a secret.
 */
export function iceServersFor(ice: IceConfig, memberId: number, nowMs: number): IceServers {
  const servers: IceServers['iceServers'] = [];
  if (ice.stunUrls.length) servers.push({ urls: ice.stunUrls });
  if (ice.turnUrls.length && ice.turnSecret) {
    const username = `${Math.floor(nowMs / 1000) + ice.turnTtlSeconds}:${memberId}`;
    const credential = createHmac('sha1', ice.turnSecret).update(username).digest('base64');
    servers.push({ urls: ice.turnUrls, username, credential });
  }
  return { iceServers: servers, ttl: ice.turnTtlSeconds };
}
