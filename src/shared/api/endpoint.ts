import type { z } from "zod";
import type { CommonErrorCode, ErrorCode } from "./errors";

/**
 * One endpoint of the API, written once for both sides (decision 018): the server routes it at
 * `path` and validates its params, query and body with these schemas; the web builds its URL,
 * request and answer type from the same object.
 */
export interface Endpoint {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** The full path, with `:name` for each of `params`. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: JsonBody | MultipartBody;
  answer: JsonAnswer | BinaryAnswer | NoContent;
  /** The status of a successful answer. */
  status: 200 | 201 | 204;
  /** The codes this endpoint's own rules answer with, besides the CommonErrorCode any request may get. */
  errors: readonly ErrorCode[];
}

export interface JsonBody<S extends z.ZodType = z.ZodType> {
  kind: "json";
  schema: S;
}

/** A multipart form: one field per key of the schema (files as File). */
export interface MultipartBody<S extends z.ZodType = z.ZodType> {
  kind: "multipart";
  schema: S;
}

export interface JsonAnswer<S extends z.ZodType = z.ZodType> {
  kind: "json";
  schema: S;
}

/** A file to download, such as a PDF; its name comes in Content-Disposition. */
export interface BinaryAnswer {
  kind: "binary";
  mediaType: string;
}

export interface NoContent {
  kind: "none";
}

export const jsonBody = <S extends z.ZodType>(schema: S): JsonBody<S> => ({ kind: "json", schema });
export const multipartBody = <S extends z.ZodType>(schema: S): MultipartBody<S> => ({ kind: "multipart", schema });
export const jsonAnswer = <S extends z.ZodType>(schema: S): JsonAnswer<S> => ({ kind: "json", schema });
export const binaryAnswer = (mediaType: string): BinaryAnswer => ({ kind: "binary", mediaType });
export const noContent: NoContent = { kind: "none" };

/** Keeps the literal types of the endpoint (method, path, schemas, codes) for the types below. */
export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

/** What a caller passes: the params, query and body the endpoint takes, as their schemas accept them. */
export type EndpointInput<E extends Endpoint> = (E extends { params: infer S extends z.ZodType } ? { params: z.input<S> } : unknown) &
  (E extends { query: infer S extends z.ZodType } ? { query: z.input<S> } : unknown) &
  (E extends { body: { schema: infer S extends z.ZodType } } ? { body: z.input<S> } : unknown);

/** A downloaded file and the answer's headers (its name, its page count, ...). */
export interface BinaryContent {
  blob: Blob;
  headers: Headers;
}

/** What a successful answer holds, as the server sends it. */
export type EndpointOutput<E extends Endpoint> =
  E["answer"] extends JsonAnswer<infer S> ? z.output<S> : E["answer"] extends BinaryAnswer ? BinaryContent : void;

/** The body a JSON endpoint answers with; the server's routes are typed by it. */
export type AnswerBody<E extends Endpoint> = E["answer"] extends JsonAnswer<infer S> ? z.output<S> : never;

export type ErrorCodeOf<E extends Endpoint> = E["errors"][number] | CommonErrorCode;
