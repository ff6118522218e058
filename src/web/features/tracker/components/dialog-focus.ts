/** Where focus goes when one of the tracker's dialogs closes (Radix's onCloseAutoFocus). */
export interface DialogFocusProps {
  onCloseAutoFocus: (event: Event) => void;
}
