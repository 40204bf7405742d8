import type { ImgHTMLAttributes } from 'react';
import { imageRequestUrl, type ImageSize } from './image-sizes';

export interface SizedImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height'> {
  url: string;
  /** One of `IMAGE_SIZES`: the box reserved before the image arrives, and what is asked for. */
  size: ImageSize;
}

/** An image at one of the spec's sizes: its box reserved (width and height), the API asked for the right pixels. */
export function SizedImage({ url, size, ...attributes }: SizedImageProps) {
  return <img src={imageRequestUrl(url, size)} width={size.width} height={size.height} {...attributes} />;
}
