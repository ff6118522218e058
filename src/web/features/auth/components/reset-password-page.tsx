import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "#web/components/ui/card";
import { Input } from "#web/components/ui/input";
import { Label } from "#web/components/ui/label";
import { PASSWORD_MIN_LENGTH } from "#shared/auth";
import { authClient, authErrorMessage } from "#web/lib/auth-client";
import { sessionChanged } from "#web/lib/session";
import { AuthMessage, toMessage, type AuthMessageState } from "./auth-message";

/** Landing page of the reset link: Better Auth puts the token (or an error) in the query string. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const queryClient = useQueryClient();
  const linkError = params.get("error");
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [isBusy, setIsBusy] = useState(false);
  const [isDone, setIsDone] = useState(false);
  const [message, setMessage] = useState<AuthMessageState | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password !== confirmation) {
      setMessage(toMessage("The two passwords do not match."));
      return;
    }
    setIsBusy(true);
    setMessage(null);
    try {
      const { error } = await authClient.resetPassword({ newPassword: password, token: token ?? "" });
      if (error) {
        setMessage(toMessage(authErrorMessage(error)));
      } else {
        setIsDone(true);
        void sessionChanged(queryClient);
        setMessage(toMessage("Your password has been changed. You can sign in with it now.", true));
      }
    } catch (error) {
      setMessage(toMessage(authErrorMessage(error)));
    } finally {
      setIsBusy(false);
    }
  };

  const isLinkUsable = Boolean(token) && !linkError;
  return (
    <div className="flex min-h-[calc(100vh-4rem)] items-center justify-center bg-gradient-to-b from-blue-50 to-white px-4 py-12">
      <Card className="w-full max-w-md shadow-lg">
        <CardHeader className="text-center">
          <CardTitle className="text-2xl">Choose a New Password</CardTitle>
          <CardDescription>
            {isLinkUsable ? "Enter the new password for your account." : "This reset link is invalid or has expired."}
          </CardDescription>
        </CardHeader>
        {isLinkUsable && !isDone ? (
          <form onSubmit={submit}>
            <CardContent className="space-y-4">
              <div className="space-y-2">
                <Label htmlFor="new-password">New password</Label>
                <Input
                  id="new-password"
                  type="password"
                  autoComplete="new-password"
                  required
                  minLength={PASSWORD_MIN_LENGTH}
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              </div>
              <div className="space-y-2">
                <Label htmlFor="confirm-password">Repeat the new password</Label>
                <Input
                  id="confirm-password"
                  type="password"
                  autoComplete="new-password"
                  required
                  minLength={PASSWORD_MIN_LENGTH}
                  value={confirmation}
                  onChange={(event) => setConfirmation(event.target.value)}
                />
              </div>
              <AuthMessage message={message} />
            </CardContent>
            <CardFooter className="mt-6">
              <Button type="submit" className="w-full" disabled={isBusy}>
                {isBusy ? "Loading..." : "Set New Password"}
              </Button>
            </CardFooter>
          </form>
        ) : (
          <>
            <CardContent>
              <AuthMessage message={message} />
            </CardContent>
            <CardFooter className="mt-2 justify-center">
              <Button asChild>
                <Link to="/auth">{isDone ? "Sign In" : "Request a New Link"}</Link>
              </Button>
            </CardFooter>
          </>
        )}
      </Card>
    </div>
  );
}
