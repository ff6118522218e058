import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../app-env";
import { clientAddress, clientKeyOf, UNKNOWN_CLIENT } from "./client-address";

async function addressSeen(trustedProxies: string[], socketAddress: string | undefined, forwardedFor?: string): Promise<string> {
  const app = new Hono<AppEnv>().use(clientAddress(trustedProxies)).get("/", (c) => c.text(c.get("clientAddress")));
  const connection = socketAddress ? { incoming: { socket: { remoteAddress: socketAddress } } } : undefined;
  const response = await app.request("/", { headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {} }, connection);
  return response.text();
}

describe("client address", () => {
  it("is the connection's peer, whatever X-Forwarded-For says, when no proxy is trusted", async () => {
    expect(await addressSeen([], "203.0.113.5", "192.0.2.1")).toBe("203.0.113.5");
  });

  it("walks X-Forwarded-For from the right past trusted proxies only", async () => {
    expect(await addressSeen(["10.0.0.0/8"], "10.0.0.2", "192.0.2.1, 198.51.100.7, 10.0.0.9")).toBe("198.51.100.7");
    // A peer that is not a trusted proxy is the client, even if it sends the header.
    expect(await addressSeen(["10.0.0.0/8"], "203.0.113.5", "192.0.2.1")).toBe("203.0.113.5");
  });

  it("is one shared key for calls that come without a connection", async () => {
    expect(await addressSeen([], undefined)).toBe(UNKNOWN_CLIENT);
  });

  it("keys IPv4-mapped IPv6 as IPv4 and IPv6 by its /64", () => {
    expect(clientKeyOf("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(clientKeyOf("2001:db8:1:2:aaaa::1")).toBe(clientKeyOf("2001:db8:1:2:bbbb:cccc:dddd:9"));
    expect(clientKeyOf("2001:db8:1:2::1")).not.toBe(clientKeyOf("2001:db8:1:3::1"));
  });
});
