// The thermograph of a partizan answer with a canonical value, as SVG (Berlekamp, Conway and Guy, Winning Ways,
// ch. 6; Siegel, Combinatorial Game Theory, II.5): temperature upwards, value across with Left's side (larger
// values) on the left as the books draw it; the left wall, the right wall, and the mast above the temperature.
'use strict';

// a dyadic rational as the server writes it: "-3", "3/4"
function dyadicNumber(text) {
  const [num, den] = String(text).split('/').map(Number);
  return den ? num / den : num;
}

// thermo: { leftWall: [{t, x}], rightWall: [{t, x}], mast, temperature } or undefined
function drawThermograph(box, thermo) {
  box.replaceChildren();
  if (!thermo || !thermo.leftWall || !thermo.leftWall.length) {
    return;
  }
  const walls = [thermo.leftWall, thermo.rightWall].map((w) => w.map((p) => ({ t: dyadicNumber(p.t),
    x: dyadicNumber(p.x) })));
  const mast = dyadicNumber(thermo.mast);
  const temperature = dyadicNumber(thermo.temperature);
  const xs = walls.flat().map((p) => p.x).concat([mast]);
  const top = Math.max(1, temperature + 1);
  const lo = Math.min(...xs) - 1;
  const hi = Math.max(...xs) + 1;
  const width = 320;
  const height = 200;
  const margin = 34;
  // Left's side on the left: the larger value further left
  const X = (v) => margin + (hi - v) / (hi - lo) * (width - 2 * margin);
  const bottom = Math.min(0, temperature);
  const Y = (t) => height - margin - (t - bottom) / (top - bottom) * (height - 2 * margin);
  const canvas = svgNode('svg', { viewBox: '0 0 ' + width + ' ' + height, width: width, class: 'drawing thermo',
    role: 'img', 'aria-label': 'thermograph: mean ' + thermo.mast + ', temperature ' + thermo.temperature });
  canvas.append(svgNode('line', { x1: margin, y1: Y(0), x2: width - margin, y2: Y(0), class: 'axis' }));
  canvas.append(svgNode('line', { x1: X(hi), y1: Y(0), x2: X(hi), y2: Y(top), class: 'axis' }));
  // numbered axes: whole values across, whole temperatures up
  for (let v = Math.ceil(lo); v <= Math.floor(hi); v++) {
    canvas.append(svgNode('text', { x: X(v), y: Y(0) + 14, class: 'axis-label tick' }, String(v)));
  }
  for (let t = 0; t <= Math.floor(top); t++) {
    canvas.append(svgNode('text', { x: X(hi) - 4, y: Y(t) + 4, class: 'axis-label tick-t' }, String(t)));
  }
  canvas.append(svgNode('text', { x: margin, y: height - 6, class: 'axis-label' }, 'Left ←  value  → Right'));
  canvas.append(svgNode('text', { x: X(hi) + 4, y: 12, class: 'axis-label' }, 'temperature'));
  walls.forEach((w, i) => {
    canvas.append(svgNode('polyline', { points: w.map((p) => X(p.x) + ',' + Y(p.t)).join(' '),
      class: 'wall ' + (i === 0 ? 'left-wall' : 'right-wall') }));
  });
  canvas.append(svgNode('line', { x1: X(mast), y1: Y(Math.max(0, temperature)), x2: X(mast), y2: Y(top),
    class: 'wall mast' }));
  const caption = document.createElement('p');
  caption.className = 'board-caption';
  caption.textContent = 'Thermograph: mean ' + thermo.mast + ', temperature ' + thermo.temperature
    + ' (the walls meet at the mast, where cooling makes the value a number)';
  box.append(canvas, caption);
}
