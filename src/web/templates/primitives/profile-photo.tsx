import { User } from "lucide-react";
import { cn } from "../../lib/cn";
import { isPresent } from "./has-content";

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

/** The uploaded photo cropped to its frame, or a silhouette placeholder in the same frame. */
export function ProfilePhoto({ url, name, className, placeholderClassName, iconClassName, iconStrokeWidth }: ProfilePhotoProps) {
  if (isPresent(url)) return <img src={url.trim()} alt={name} className={cn(className, "object-cover")} />;
  return (
    // A placeholder carries no information (the name is already the page heading), so it is
    // hidden from assistive technology rather than announced as an image of the person.
    <div aria-hidden="true" className={cn(className, "flex items-center justify-center", placeholderClassName)}>
      <User strokeWidth={iconStrokeWidth} className={iconClassName} />
    </div>
  );
}
