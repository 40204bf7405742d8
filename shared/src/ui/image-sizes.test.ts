import { IMAGE_SIZES, imageRequestUrl } from './image-sizes';

describe('imageRequestUrl', () => {
  it('asks the API for teasers and cart thumbnails at twice their box (spec 01 §9)', () => {
    expect(imageRequestUrl('/api/images/zoo-day.svg', IMAGE_SIZES.teaser)).toBe('/api/images/zoo-day.svg?width=544&height=432');
    expect(imageRequestUrl('https://api.example/api/images/zoo-day.svg', IMAGE_SIZES.cartThumbnail)).toBe(
      'https://api.example/api/images/zoo-day.svg?width=128&height=102',
    );
  });

  it('asks for the cover at its own 1500 px width', () => {
    expect(imageRequestUrl('/api/images/zoo-day.svg', IMAGE_SIZES.cover)).toBe('/api/images/zoo-day.svg?width=1500&height=750');
  });

  it('adds to a query the address already has', () => {
    expect(imageRequestUrl('/api/images/zoo-day.svg?v=2', IMAGE_SIZES.teaser)).toBe('/api/images/zoo-day.svg?v=2&width=544&height=432');
  });

  it("leaves other hosts' and unparsable addresses as they are", () => {
    const signed = 'https://cdn.example/art/zoo.jpg?X-Amz-Signature=abc';
    expect(imageRequestUrl(signed, IMAGE_SIZES.teaser)).toBe(signed);
    expect(imageRequestUrl('http://[bad', IMAGE_SIZES.teaser)).toBe('http://[bad');
  });
});
