/** The contract between the editor store and every list section form: data in, typed callbacks out. */
export interface ListSectionProps<T extends { id: string }> {
  entries: T[];
  onAdd: () => void;
  onUpdate: (id: string, patch: Partial<Omit<T, "id">>) => void;
  onRemove: (id: string) => void;
  onMove: (fromIndex: number, toIndex: number) => void;
}
