import { useEffect, useId, useRef, type PointerEvent } from 'react';

/**
 * A signature drawn with finger, pen or mouse (pointer events): the drawing is handed on as a PNG Blob after
 * each stroke, so the draft keeps it; a stored one is drawn again when the page comes back. "Löschen" clears it.
 */
export function SignaturePad({
  label,
  signature,
  error,
  onChange,
}: {
  label: string;
  signature: Blob | null;
  error?: string | undefined;
  onChange: (signature: Blob | null) => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const id = useId();

  // A stored signature is painted once when the pad appears (after a reload); later strokes draw themselves.
  const restored = useRef(false);
  useEffect(() => {
    const target = canvas.current;
    if (restored.current || !target || !signature) return;
    restored.current = true;
    void createImageBitmap(signature).then((image) => target.getContext('2d')?.drawImage(image, 0, 0));
  }, [signature]);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return [
      ((event.clientX - box.left) * event.currentTarget.width) / box.width,
      ((event.clientY - box.top) * event.currentTarget.height) / box.height,
    ] as const;
  };
  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    context.lineWidth = 3;
    context.lineCap = 'round';
    context.strokeStyle = '#0f172a';
    context.beginPath();
    context.moveTo(...point(event));
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const context = event.currentTarget.getContext('2d');
    context?.lineTo(...point(event));
    context?.stroke();
  };
  const end = () => {
    if (!drawing.current) return;
    drawing.current = false;
    restored.current = true;
    canvas.current?.toBlob((blob) => onChange(blob), 'image/png');
  };
  const clear = () => {
    const target = canvas.current;
    target?.getContext('2d')?.clearRect(0, 0, target.width, target.height);
    onChange(null);
  };

  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <span id={id} className="text-sm font-medium text-slate-800">
          {label} <span aria-hidden="true">*</span>
        </span>
        <button type="button" className="btn-secondary min-h-11 px-4" onClick={clear}>
          Löschen
        </button>
      </div>
      <canvas
        ref={canvas}
        width={600}
        height={200}
        role="img"
        aria-labelledby={id}
        aria-describedby={error ? `${id}-error` : undefined}
        data-signed={signature ? 'true' : 'false'}
        className="h-40 w-full touch-none rounded-lg border border-slate-400 bg-white"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
