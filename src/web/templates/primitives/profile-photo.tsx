import { User } from "lucide-react";
import { useState } from "react";
import { cn } from "../../lib/cn";

export interface ProfilePhotoProps {
  url?: string;
  /** Alt text of the photo. */
  name: string;
  /** The frame (size, shape, border, ring, margins); the photo and the placeholder share it so the layout never shifts. */
  className?: string;
  /** Placeholder-only extras, such as its background; later utilities override the frame's. */
  placeholderClassName?: string;
  iconClassName?: string;
  iconStrokeWidth?: number;
}

/**
 * The uploaded photo cropped to its frame, or a silhouette placeholder in the same frame: when
 * there is no photo, and when its URL does not load as an image (instead of the browser's
 * broken-image icon and alt text, on screen and in print).
 */
export function ProfilePhoto({ url, name, className, placeholderClassName, iconClassName, iconStrokeWidth }: ProfilePhotoProps) {
  const [failedUrl, setFailedUrl] = useState<string>();
  const src = url?.trim();
  if (src && src !== failedUrl)
    return <img src={src} alt={name} className={cn(className, "object-cover")} onError={() => setFailedUrl(src)} />;
  return (
    // A placeholder carries no information (the name is already the page heading), so it is
    // hidden from assistive technology rather than announced as an image of the person.
    <div aria-hidden="true" className={cn(className, "flex items-center justify-center", placeholderClassName)}>
      <User strokeWidth={iconStrokeWidth} className={iconClassName} />
    </div>
  );
}
