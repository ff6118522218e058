import { secureHeaders } from "hono/secure-headers";

/**
 * Everything the app loads comes from its own origin, but for images from `imageOrigins`: the file
 * store's, when the browser is redirected to read uploads there (S3). Inline styles stay allowed
 * because the toast and dialog libraries inject small <style> blocks at run time; scripts never are.
 */
export const securityHeaders = (imageOrigins: string[] = []) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", ...imageOrigins],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      // The editor prints through a same-origin frame of the print page when the server cannot make PDFs.
      frameAncestors: ["'self'"],
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: "strict-origin-when-cross-origin",
  });
