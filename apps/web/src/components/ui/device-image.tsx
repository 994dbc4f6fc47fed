import { type ImgHTMLAttributes, useState } from 'react';

interface DeviceImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'width' | 'height'> {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Above the fold: load at once. */
  eager?: boolean;
}

/** A catalog image with its size reserved (no layout shift) and a quiet placeholder if it fails. */
export function DeviceImage({
  src,
  alt,
  width,
  height,
  eager = false,
  className = '',
  ...props
}: DeviceImageProps) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <div
        role="img"
        aria-label={alt}
        style={{ aspectRatio: `${width} / ${height}` }}
        className={`flex items-center justify-center rounded-lg bg-slate-100 text-xs text-slate-400 ${className}`}
      >
        {alt}
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
      className={`h-auto object-contain ${className}`}
      {...props}
    />
  );
}
