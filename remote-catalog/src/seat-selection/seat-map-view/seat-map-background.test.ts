import { sanitiseBackground } from './seat-map-background';

describe('sanitiseBackground (the browser sanitises the seller markup again)', () => {
  it('keeps the drawing, drops scripts, handlers and foreign content, and sizes the SVG', async () => {
    const markup =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50">' +
      '<rect width="100" height="50" fill="#f8fafc" onclick="steal()"/>' +
      '<script>steal()</script>' +
      '<foreignObject><iframe src="https://evil.example"></iframe></foreignObject>' +
      '<a href="javascript:steal()"><text x="10" y="20">STAGE</text></a>' +
      '</svg>';
    const svg = await sanitiseBackground(markup, 100, 50);
    expect(svg).toContain('<rect');
    expect(svg).toContain('STAGE');
    expect(svg).toContain('width="100"');
    expect(svg).toContain('height="50"');
    expect(svg).toContain('viewBox="0 0 100 50"');
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    for (const bad of ['script', 'onclick', 'steal', 'iframe', 'foreignObject', 'javascript:']) expect(svg).not.toContain(bad);
  });

  it('answers null for no markup or no SVG', async () => {
    expect(await sanitiseBackground('   ', 100, 50)).toBeNull();
    expect(await sanitiseBackground('<p>hello</p><img src=x onerror=steal()>', 100, 50)).toBeNull();
  });
});
