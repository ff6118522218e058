import { useQuery } from "@tanstack/react-query";
import { Check, Copy, Loader2, UserRound, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, isValidUsername, normalizeUsernameInput } from "#shared/username";
import { BackToDashboard } from "#web/components/tool-page";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { Input } from "#web/components/ui/input";
import { Label } from "#web/components/ui/label";
import { Switch } from "#web/components/ui/switch";
import { toast } from "#web/lib/toast";
import { findImageFileProblem } from "#web/lib/image-file-check";
import { uploadImage } from "#web/lib/api/storage";
import { useDebouncedValue } from "#web/lib/use-debounced-value";
import type { OwnProfile } from "#shared/api/profile";
import { profileQuery, usernameAvailabilityQuery, useSaveProfile } from "../api/profile";

/** Seed 000 section 9: availability is checked 500 ms after typing stops. */
const AVAILABILITY_DEBOUNCE_MS = 500;

type Availability = "idle" | "checking" | "available" | "unavailable" | "unknown";

const EMPTY_PROFILE: OwnProfile = { username: null, is_public: false, profile_image_url: null, created_at: "" };

/** The availability of the typed name; only asked when it differs from the saved username. */
function useUsernameAvailability(username: string, savedUsername: string | null): Availability {
  const debounced = useDebouncedValue(username, AVAILABILITY_DEBOUNCE_MS);
  const differs = username !== "" && username !== savedUsername;
  // A name the server would refuse anyway is not worth a request.
  const shouldAsk = differs && debounced === username && isValidUsername(username);
  const check = useQuery({ ...usernameAvailabilityQuery(debounced), enabled: shouldAsk });

  if (!differs) return "idle";
  if (username.length < USERNAME_MIN_LENGTH) return "unavailable";
  if (debounced !== username) return "checking";
  if (!isValidUsername(username)) return "unavailable";
  if (check.isFetching || check.isPending) return "checking";
  if (check.isError) return "unknown";
  return check.data ? "available" : "unavailable";
}

export function SettingsPage() {
  const profile = useQuery(profileQuery);

  useEffect(() => {
    if (profile.isError) toast.error("Error", { description: "Failed to load profile" });
  }, [profile.isError]);

  if (profile.isPending) {
    return (
      <p className="py-24 text-center text-slate-500" role="status">
        Loading profile...
      </p>
    );
  }
  // After a load failure the form still opens (empty), as the seed's page does.
  const loaded = profile.data ?? EMPTY_PROFILE;
  return <SettingsForm key={`${loaded.username ?? ""}:${loaded.created_at}`} profile={loaded} />;
}

function SettingsForm({ profile }: { profile: OwnProfile }) {
  const navigate = useNavigate();
  const save = useSaveProfile();
  const usernameId = useId();
  const publicId = useId();
  const urlId = useId();
  const imageInput = useRef<HTMLInputElement>(null);

  const savedUsername = profile.username;
  const [username, setUsername] = useState(savedUsername ?? "");
  const [isPublic, setIsPublic] = useState(profile.is_public);
  // A picked image is uploaded on save; until then it shows from an object URL.
  const [picked, setPicked] = useState<{ file: File; url: string } | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const availability = useUsernameAvailability(username, savedUsername);

  useEffect(() => {
    if (!picked) return;
    const { url } = picked;
    return () => URL.revokeObjectURL(url);
  }, [picked]);

  const isSaving = save.isPending || isUploading;
  const saveDisabled = isSaving || (!savedUsername && availability !== "available");
  const shownImage = picked?.url ?? profile.profile_image_url;
  const urlUsername = savedUsername ?? (availability === "available" ? username : null);
  const profileUrl = urlUsername ? `${window.location.origin}/${urlUsername}/resume` : "";
  const showHint = username !== "" && availability === "unavailable";

  const pickImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const problem = await findImageFileProblem(file);
    if (problem) {
      toast.error(problem.title, { description: problem.description });
      return;
    }
    setPicked({ file, url: URL.createObjectURL(file) });
  };

  const copyUrl = async () => {
    try {
      await navigator.clipboard.writeText(profileUrl);
      toast.success("Link copied", { description: "Profile link copied to clipboard" });
    } catch {
      toast.error("Error", { description: "Could not copy the link" });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSaving) return;
    if (savedUsername && username !== savedUsername) {
      toast.error("Username cannot be changed", { description: "You have already set a username and it cannot be changed" });
      return;
    }
    if (!savedUsername) {
      if (username.length < USERNAME_MIN_LENGTH) {
        toast.error("Invalid username", { description: "Username must be at least 3 characters" });
        return;
      }
      if (availability !== "available") {
        toast.error("Username not available", { description: "Please choose a different username" });
        return;
      }
    }
    try {
      let imageUrl = profile.profile_image_url;
      if (picked) {
        setIsUploading(true);
        try {
          imageUrl = await uploadImage("profile-images", picked.file);
        } finally {
          setIsUploading(false);
        }
      }
      await save.mutateAsync({ username: savedUsername ? null : username, is_public: isPublic, profile_image_url: imageUrl });
      toast.success("Success", { description: "Profile settings saved successfully" });
      void navigate("/dashboard");
    } catch (error) {
      toast.error("Error", { description: error instanceof Error && error.message ? error.message : "Failed to save profile settings" });
    }
  };

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6">
      <BackToDashboard />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">Public Profile Settings</h1>

      <form className="mt-6" onSubmit={(event) => void submit(event)} noValidate>
        <Card>
          <CardHeader>
            <CardTitle>Your public profile</CardTitle>
            <CardDescription>Choose a username and share your latest resume with a link.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-6">
            <div className="flex items-center gap-4">
              {shownImage ? (
                <img src={shownImage} alt="Profile image" className="size-20 rounded-full object-cover ring-1 ring-slate-200" />
              ) : (
                <div
                  role="img"
                  aria-label="No profile image"
                  className="flex size-20 items-center justify-center rounded-full bg-slate-100 text-slate-400"
                >
                  <UserRound className="size-10" aria-hidden="true" />
                </div>
              )}
              <div className="space-y-1">
                <Button type="button" variant="outline" size="sm" onClick={() => imageInput.current?.click()} disabled={isSaving}>
                  {shownImage ? "Change Image" : "Upload Image"}
                </Button>
                <p className="text-xs text-slate-500">JPG, PNG or WEBP.</p>
                <input
                  ref={imageInput}
                  type="file"
                  accept="image/*"
                  className="sr-only"
                  tabIndex={-1}
                  aria-label="Upload profile image"
                  onChange={(event) => void pickImage(event)}
                />
              </div>
            </div>

            <div className="space-y-2">
              <Label htmlFor={usernameId}>
                Username
                {savedUsername && <span className="font-normal text-slate-500">(cannot be changed)</span>}
              </Label>
              <div className="relative">
                <Input
                  id={usernameId}
                  value={username}
                  onChange={(event) => setUsername(normalizeUsernameInput(event.target.value))}
                  disabled={Boolean(savedUsername)}
                  maxLength={USERNAME_MAX_LENGTH}
                  autoComplete="off"
                  spellCheck={false}
                  placeholder="your_username"
                  aria-invalid={showHint || undefined}
                  aria-describedby={`${usernameId}-status`}
                  className="pr-9"
                />
                <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center" aria-hidden="true">
                  {availability === "checking" && <Loader2 className="size-4 animate-spin text-slate-400" />}
                  {availability === "available" && <Check className="size-4 text-green-600" />}
                  {availability === "unavailable" && <X className="size-4 text-red-600" />}
                </span>
              </div>
              <p id={`${usernameId}-status`} className="min-h-5 text-sm" aria-live="polite">
                {availability === "checking" && <span className="text-slate-500">Checking availability...</span>}
                {availability === "available" && <span className="text-green-700">Username is available</span>}
                {showHint && <span className="text-red-600">Username not available or too short (min 3 characters)</span>}
                {availability === "unknown" && <span className="text-amber-700">Could not check availability</span>}
              </p>
            </div>

            <div className="flex items-start justify-between gap-4 rounded-lg border p-4">
              <div className="space-y-1">
                <Label htmlFor={publicId}>Make Profile Public</Label>
                <p className="text-sm text-slate-500">Allow anyone to view your resume at your profile URL</p>
              </div>
              <Switch id={publicId} checked={isPublic} onCheckedChange={setIsPublic} disabled={isSaving} />
            </div>

            {profileUrl && (
              <div className="space-y-2">
                <Label htmlFor={urlId}>Profile URL</Label>
                <div className="flex gap-2">
                  <Input id={urlId} value={profileUrl} readOnly onFocus={(event) => event.target.select()} />
                  <Button type="button" variant="outline" onClick={() => void copyUrl()}>
                    <Copy className="size-4" aria-hidden="true" />
                    Copy
                  </Button>
                </div>
              </div>
            )}

            <div className="flex flex-wrap gap-2 pt-2">
              <Button type="submit" disabled={saveDisabled}>
                {isSaving && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
                Save Settings
              </Button>
              <Button type="button" variant="outline" onClick={() => void navigate("/dashboard")} disabled={isSaving}>
                Cancel
              </Button>
            </div>
          </CardContent>
        </Card>
      </form>
    </div>
  );
}
