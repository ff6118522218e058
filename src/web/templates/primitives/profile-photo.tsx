import { User } from "lucide-react";
import { useState } from "react";
import { cn } from "../../lib/cn";

/** How the silhouette looks that stands in for a missing photo. */
export interface PlaceholderLook {
  /** Placeholder-only extras, such as its background; later utilities override the frame's. */
  className?: string;
  iconClassName?: string;
  iconStrokeWidth?: number;
}

export interface ProfilePhotoProps {
  url?: string;
  /** The person's name, the photo's alt text; 'Profile photo' when the name is left blank. */
  name?: string;
  /** The frame (size, shape, border, ring, margins); the photo and the placeholder share it so the layout never shifts. */
  className?: string;
  placeholder?: PlaceholderLook;
}

/**
 * The uploaded photo cropped to its frame, or a silhouette placeholder in the same frame: when
 * there is no photo, and when its URL does not load as an image (instead of the browser's
 * broken-image icon and alt text, on screen and in print).
 */
export function ProfilePhoto({ url, name, className, placeholder = {} }: ProfilePhotoProps) {
  const [failedUrl, setFailedUrl] = useState<string>();
  const src = url?.trim();
  if (src && src !== failedUrl)
    return <img src={src} alt={name ?? "Profile photo"} className={cn(className, "object-cover")} onError={() => setFailedUrl(src)} />;
  return (
    // A placeholder carries no information (the name is already the page heading), so it is
    // hidden from assistive technology rather than announced as an image of the person.
    <div aria-hidden="true" className={cn(className, "flex items-center justify-center", placeholder.className)}>
      <User strokeWidth={placeholder.iconStrokeWidth} className={placeholder.iconClassName} />
    </div>
  );
}

export interface FramedPhotoProps extends Omit<ProfilePhotoProps, "className"> {
  /** The frame's size, border, mat (padding), shadow and placement. */
  frame: string;
}

/** The photo, or its placeholder, filling a frame drawn around it: a border with a mat, a white card with a shadow. */
export function FramedPhoto({ frame, ...photo }: FramedPhotoProps) {
  return (
    <div className={frame}>
      <ProfilePhoto {...photo} className="block size-full" />
    </div>
  );
}
