import { ImageUp, Trash2, UserRound } from "lucide-react";
import { useId, useRef, useState, type ChangeEvent } from "react";
import { Button } from "#web/components/ui/button";
import { toast } from "#web/lib/toast";
import { storageApi } from "#shared/api/storage";
import { ApiError, isApiError } from "#web/lib/api-client";
import { IMAGE_TOO_LARGE, INVALID_IMAGE_TYPE, findImageFileProblem } from "#web/lib/image-file-check";
import { uploadImage } from "#web/lib/api/storage";

const UPLOAD_FAILED = { title: "Upload failed", description: "Failed to upload photo. Please try again." };

// The server's refusals carry the same texts as the local checks; anything else is a generic failure.
function describeFailure(error: unknown): { title: string; description: string } {
  if (!(error instanceof ApiError)) return UPLOAD_FAILED;
  if (error.status === 415) return { ...INVALID_IMAGE_TYPE, description: error.message };
  if (isApiError(error, storageApi.upload, "STORAGE_FULL")) return { title: "Storage full", description: error.message };
  if (error.status === 413) return { ...IMAGE_TOO_LARGE, description: error.message };
  if (error.status === 401) return { title: UPLOAD_FAILED.title, description: error.message };
  return UPLOAD_FAILED;
}

export interface PhotoUploadProps {
  photoUrl: string | undefined;
  onChange: (photoUrl: string) => void;
}

/** The profile photo of a photo CV: shows it (or a placeholder), uploads a new one and removes it. */
export function PhotoUpload({ photoUrl, onChange }: PhotoUploadProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [isUploading, setIsUploading] = useState(false);
  const hasPhoto = Boolean(photoUrl?.trim());

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again still fires a change.
    event.target.value = "";
    if (!file) return;
    const problem = await findImageFileProblem(file);
    if (problem) {
      toast.error(problem.title, { description: problem.description });
      return;
    }
    setIsUploading(true);
    try {
      onChange(await uploadImage("profile-photos", file));
      toast.success("Photo uploaded", { description: "Your profile photo has been uploaded successfully" });
    } catch (error) {
      const failure = describeFailure(error);
      toast.error(failure.title, { description: failure.description });
    } finally {
      setIsUploading(false);
    }
  };

  const remove = () => {
    onChange("");
    toast.success("Photo removed", { description: "Your profile photo has been removed" });
  };

  return (
    <div className="flex items-center gap-4" data-testid="photo-upload">
      {hasPhoto ? (
        <img src={photoUrl!.trim()} alt="Profile photo" className="size-20 shrink-0 rounded-full border object-cover" />
      ) : (
        <div
          role="img"
          aria-label="No profile photo"
          className="flex size-20 shrink-0 items-center justify-center rounded-full border border-dashed bg-muted text-muted-foreground"
        >
          <UserRound className="size-9" aria-hidden="true" />
        </div>
      )}
      <div className="flex min-w-0 flex-col gap-2">
        <p className="text-sm font-medium text-foreground">Profile Photo</p>
        <p className="text-xs text-muted-foreground">JPG, PNG or WEBP, up to 5MB.</p>
        <div className="flex flex-wrap gap-2">
          <input
            id={inputId}
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            aria-label="Upload profile photo"
            disabled={isUploading}
            onChange={(event) => void upload(event)}
          />
          <Button type="button" variant="outline" size="sm" disabled={isUploading} onClick={() => input.current?.click()}>
            <ImageUp aria-hidden="true" />
            {isUploading ? "Uploading..." : hasPhoto ? "Change Photo" : "Upload Photo"}
          </Button>
          {hasPhoto && (
            <Button type="button" variant="ghost" size="sm" disabled={isUploading} onClick={remove}>
              <Trash2 aria-hidden="true" />
              Remove
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
