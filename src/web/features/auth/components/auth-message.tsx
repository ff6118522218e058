import { cn } from "../../../lib/cn";

export interface AuthMessageState {
  text: string;
  /** Success notes are blue; so is any message about email, as the seed's auth screen shows them. */
  tone: "info" | "error";
}

export function toMessage(text: string, isSuccess = false): AuthMessageState {
  return { text, tone: isSuccess || /email/i.test(text) ? "info" : "error" };
}

export function AuthMessage({ message }: { message: AuthMessageState | null }) {
  return (
    <div aria-live="polite" className="min-h-0">
      {message && (
        <p
          role={message.tone === "error" ? "alert" : "status"}
          data-tone={message.tone}
          className={cn(
            "rounded-md px-3 py-2 text-sm",
            message.tone === "info" ? "bg-blue-50 text-blue-700" : "bg-red-50 text-red-700",
          )}
        >
          {message.text}
        </p>
      )}
    </div>
  );
}
