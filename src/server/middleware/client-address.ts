import { getConnInfo } from "@hono/node-server/conninfo";
import type { IncomingMessage } from "node:http";
import type { MiddlewareHandler } from "hono";
import ipaddr from "ipaddr.js";
import proxyaddr from "proxy-addr";
import type { AppEnv } from "../app-env";

/** The key of requests whose connection has no address (only in-process calls without a socket). */
export const UNKNOWN_CLIENT = "unknown";

/**
 * One key per client for the per-address limits: IPv4-mapped IPv6 as plain IPv4, and IPv6 by its
 * /64 network, since one host is usually given a whole /64 and could rotate through it.
 */
export function clientKeyOf(address: string): string {
  if (!ipaddr.isValid(address)) return address.toLowerCase();
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  return ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`).toString();
}

function socketAddressOf(env: unknown): string | undefined {
  const bindings = env as { incoming?: IncomingMessage; server?: { incoming?: IncomingMessage } } | undefined;
  if (!bindings?.incoming && !bindings?.server?.incoming) return undefined;
  return getConnInfo({ env } as Parameters<typeof getConnInfo>[0]).remote.address;
}

/**
 * Puts the client's address on the context: the connection's peer, or, when that peer is a trusted
 * proxy (TRUSTED_PROXIES), the last address in X-Forwarded-For that no trusted proxy added. Without
 * trusted proxies the header is ignored, since any client can write it.
 */
export function clientAddress(trustedProxies: string[]): MiddlewareHandler<AppEnv> {
  const trust = proxyaddr.compile(trustedProxies);
  return async (c, next) => {
    const socketAddress = socketAddressOf(c.env);
    let address = socketAddress;
    if (socketAddress && trustedProxies.length > 0) {
      const forwardedFor = c.req.header("x-forwarded-for");
      const request = { socket: { remoteAddress: socketAddress }, headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {} };
      address = proxyaddr(request as unknown as IncomingMessage, trust);
    }
    c.set("clientAddress", address ? clientKeyOf(address) : UNKNOWN_CLIENT);
    await next();
  };
}
