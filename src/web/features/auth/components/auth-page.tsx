import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useLocation, useSearchParams } from "react-router";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "#web/components/ui/card";
import { Input } from "#web/components/ui/input";
import { Label } from "#web/components/ui/label";
import { EMAIL_CONFIRMED_PATH, EMAIL_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "#shared/auth";
import { sessionChanged } from "#web/lib/session";
import { authClient, authErrorMessage } from "#web/lib/auth-client";
import { AuthMessage, toMessage, type AuthMessageState } from "./auth-message";
import { noticeMessage } from "./auth-notice";

type Mode = "sign-in" | "sign-up" | "forgot";

/** The mode lives in the address, so a link can open the sign-up form: /auth?mode=sign-up. */
const modeOf = (value: string | null): Mode => (value === "sign-up" || value === "forgot" ? value : "sign-in");

const titles: Record<Mode, { title: string; description: string; submit: string }> = {
  "sign-in": { title: "Welcome Back", description: "Sign in to keep building your resumes.", submit: "Sign In" },
  "sign-up": { title: "Create Account", description: "Start building your resume in minutes.", submit: "Sign Up" },
  forgot: { title: "Reset Password", description: "We will email you a link to choose a new password.", submit: "Send Reset Link" },
};

/** Sign in, sign up and the forgotten-password request on one card; a successful sign-in is picked up by the session guard. */
export function AuthPage() {
  const [params, setParams] = useSearchParams();
  const mode = modeOf(params.get("mode"));
  const location = useLocation();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [isBusy, setIsBusy] = useState(false);
  const [message, setMessage] = useState<AuthMessageState | null>(() => noticeMessage(location.state));
  // Seed: switching mode clears the message, also when a link (the navbar's Sign In) switches it.
  const [messageMode, setMessageMode] = useState(mode);
  if (messageMode !== mode) {
    setMessageMode(mode);
    setMessage(null);
  }

  const switchMode = (next: Mode) => setParams(next === "sign-in" ? {} : { mode: next }, { replace: true });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsBusy(true);
    setMessage(null);
    try {
      if (mode === "sign-up") {
        const { error } = await authClient.signUp.email({ email, password, name: email, callbackURL: EMAIL_CONFIRMED_PATH });
        setMessage(error ? toMessage(authErrorMessage(error)) : toMessage("Check your email for the confirmation link!", true));
      } else if (mode === "sign-in") {
        const { error } = await authClient.signIn.email({ email, password });
        if (error) setMessage(toMessage(authErrorMessage(error)));
        else await sessionChanged(queryClient);
      } else {
        const { error } = await authClient.requestPasswordReset({ email, redirectTo: "/reset-password" });
        setMessage(error ? toMessage(authErrorMessage(error)) : toMessage("Check your email for a link to reset your password.", true));
      }
    } catch (error) {
      setMessage(toMessage(authErrorMessage(error)));
    } finally {
      setIsBusy(false);
    }
  };

  const text = titles[mode];
  return (
    <div className="flex min-h-[calc(100vh-4rem)] items-center justify-center bg-gradient-to-b from-blue-50 to-white px-4 py-12">
      <Card className="w-full max-w-md shadow-lg">
        <CardHeader className="text-center">
          <CardTitle className="text-2xl">{text.title}</CardTitle>
          <CardDescription>{text.description}</CardDescription>
        </CardHeader>
        <form onSubmit={submit} noValidate={false}>
          <CardContent className="space-y-4">
            <div className="space-y-2">
              <Label htmlFor="auth-email">Email</Label>
              <Input
                id="auth-email"
                type="email"
                autoComplete="email"
                required
                maxLength={EMAIL_MAX_LENGTH}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                placeholder="you@example.com"
              />
            </div>
            {mode !== "forgot" && (
              <div className="space-y-2">
                <div className="flex items-center justify-between">
                  <Label htmlFor="auth-password">Password</Label>
                  {mode === "sign-in" && (
                    <button type="button" className="text-sm font-medium text-primary hover:underline" onClick={() => switchMode("forgot")}>
                      Forgot password?
                    </button>
                  )}
                </div>
                <Input
                  id="auth-password"
                  type="password"
                  autoComplete={mode === "sign-up" ? "new-password" : "current-password"}
                  required
                  minLength={PASSWORD_MIN_LENGTH}
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                  aria-describedby={mode === "sign-up" ? "auth-password-hint" : undefined}
                />
                {mode === "sign-up" && (
                  <p id="auth-password-hint" className="text-xs text-slate-500">
                    At least {PASSWORD_MIN_LENGTH} characters.
                  </p>
                )}
              </div>
            )}
            <AuthMessage message={message} />
          </CardContent>
          <CardFooter className="mt-6 flex flex-col gap-4">
            <Button type="submit" className="w-full" disabled={isBusy}>
              {isBusy ? "Loading..." : text.submit}
            </Button>
            {mode === "forgot" ? (
              <button type="button" className="text-sm font-medium text-primary hover:underline" onClick={() => switchMode("sign-in")}>
                Back to sign in
              </button>
            ) : (
              <button
                type="button"
                className="text-sm font-medium text-primary hover:underline"
                onClick={() => switchMode(mode === "sign-in" ? "sign-up" : "sign-in")}
              >
                {mode === "sign-in" ? "Don't have an account? Sign up" : "Already have an account? Sign in"}
              </button>
            )}
          </CardFooter>
        </form>
      </Card>
    </div>
  );
}
