import { RouteData } from './route-data';

describe('RouteData', () => {
  it('gives each entry to the first screen that takes it, and sends everything put', () => {
    const data = new RouteData();
    data.put('catalog/event:e-1', { id: 'e-1' });
    expect(data.take('catalog/event:e-1')).toEqual({ id: 'e-1' });
    expect(data.take('catalog/event:e-1')).toBeUndefined();
    expect(data.toJSON()).toEqual({ 'catalog/event:e-1': { id: 'e-1' } });
  });

  it('takes nothing more once sealed (a fetch that answered after the render budget)', () => {
    const data = new RouteData();
    data.put('a', 1);
    data.seal();
    data.put('b', 2);
    expect(data.take('b')).toBeUndefined();
    expect(data.toJSON()).toEqual({ a: 1 });
  });

  it('starts from what the page was sent with', () => {
    const data = new RouteData({ 'catalog/listing:|public': { events: [] } });
    expect(data.take('catalog/listing:|public')).toEqual({ events: [] });
    expect(data.take('catalog/listing:|public')).toBeUndefined();
  });
});
