import { connect, createServer, type Socket } from "node:net";

/**
 * How a cut connection behaves: `refuse` closes the port (a stopped database server: connecting
 * fails at once); `hang` takes connections and never answers (an unreachable host or a network
 * that drops packets: connecting waits until the client gives up).
 */
export type CutMode = "refuse" | "hang";

/** A TCP proxy to one address that a test can cut and restore: the network between the app and its database. */
export interface TcpProxy {
  port: number;
  /** Ends every open connection at once and treats new ones as `mode` says, until restore(). */
  cut(mode: CutMode): Promise<void>;
  /** Forwards new connections again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let mode: CutMode | "forward" = "forward";
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    // An end torn down by cut() or by the other side is what this proxy is for, not a failure.
    socket.on("error", () => socket.destroy());
  };
  const server = createServer((incoming) => {
    track(incoming);
    if (mode !== "forward") return;
    const outgoing = connect(target.port, target.host);
    track(outgoing);
    incoming.pipe(outgoing).pipe(incoming);
    incoming.on("close", () => outgoing.destroy());
    outgoing.on("close", () => incoming.destroy());
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()));
  await listen(0);
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("the proxy has no port");
  const { port } = address;
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };

  return {
    port,
    async cut(next) {
      mode = next;
      dropAll();
      if (next === "refuse") await stopListening();
    },
    async restore() {
      if (!server.listening) await listen(port);
      dropAll();
      mode = "forward";
    },
    async close() {
      dropAll();
      if (server.listening) await stopListening();
    },
  };
}
