import { cn } from "#web/lib/cn";

export interface AuthMessageState {
  text: string;
  /** Information (a sent link, a confirmed email) is blue; every error is red, whatever it mentions (decision 011). */
  tone: "info" | "error";
}

export function toMessage(text: string, isSuccess = false): AuthMessageState {
  return { text, tone: isSuccess ? "info" : "error" };
}

export function AuthMessage({ message }: { message: AuthMessageState | null }) {
  return (
    <div aria-live="polite" className="min-h-0">
      {message && (
        <p
          role={message.tone === "error" ? "alert" : "status"}
          data-tone={message.tone}
          className={cn("rounded-md px-3 py-2 text-sm", message.tone === "info" ? "bg-blue-50 text-blue-700" : "bg-red-50 text-red-700")}
        >
          {message.text}
        </p>
      )}
    </div>
  );
}
