import { useLayoutEffect, useRef, useState } from "react";
import type { ResumeContent } from "../../../../shared/resume";
import { A4_WIDTH_PX, ResumeDocument } from "../../../templates/resume-document";

/**
 * The live preview: the real A4 document on a grey page, scaled down to the column's width so
 * what the user sees is exactly what prints.
 */
export function ResumePreview({ resume }: { resume: ResumeContent }) {
  const frame = useRef<HTMLDivElement>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  const [height, setHeight] = useState<number | undefined>();

  useLayoutEffect(() => {
    const frameElement = frame.current;
    const sheetElement = sheet.current;
    if (!frameElement || !sheetElement) return;
    const measure = () => {
      const available = frameElement.clientWidth - 32;
      const next = Math.min(1, available / A4_WIDTH_PX);
      setScale(next);
      setHeight(sheetElement.offsetHeight * next);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(frameElement);
    observer.observe(sheetElement);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={frame} id="resume-preview" className="overflow-hidden bg-slate-200 p-4 print:bg-white print:p-0">
      <div style={{ height }} className="mx-auto print:!h-auto" >
        <div
          ref={sheet}
          style={{ transform: `scale(${scale})`, transformOrigin: "top left", width: A4_WIDTH_PX }}
          className="mx-auto shadow-lg print:!transform-none print:shadow-none"
        >
          <ResumeDocument resume={resume} />
        </div>
      </div>
    </div>
  );
}
