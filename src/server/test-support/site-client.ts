/** A browser's view of a site served over HTTP (a server process, or a proxy before some): one origin, cookies kept between requests. */
export class SiteClient {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly origin: string) {}

  async request(method: string, url: string, body?: unknown): Promise<Response> {
    const isForm = body instanceof FormData;
    const headers: Record<string, string> = { origin: this.origin };
    if (body !== undefined && !isForm) headers["content-type"] = "application/json";
    if (this.cookies.size) headers["cookie"] = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const response = await fetch(new URL(url, this.origin), {
      method,
      headers,
      redirect: "manual",
      ...(body === undefined ? {} : { body: isForm ? body : JSON.stringify(body) }),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const name = pair.slice(0, pair.indexOf("="));
      const value = pair.slice(pair.indexOf("=") + 1);
      if (value === "" || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }
}
