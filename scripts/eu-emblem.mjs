// Draws the EU emblem (app/assets/illustrations/eu-emblem.svg, committed) by the geometry of its graphic
// standards: a 3:2 blue rectangle; 12 upright five-pointed gold stars, each in a circle of radius 1/18 of the
// height, their centres on an invisible circle of radius 1/3 of the height around the middle, at the
// positions of the hours on a clock face. Colours: Reflex Blue #003399, Yellow #FFCC00.
//   node scripts/eu-emblem.mjs
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const height = 180;
const width = (height * 3) / 2;
const starRadius = height / 18;
const ringRadius = height / 3;
const round = (n) => Number(n.toFixed(3));

// The five outer points of a regular five-pointed star and the five inner corners between them, one point up.
const innerRadius = (starRadius * Math.cos((72 * Math.PI) / 180)) / Math.cos((36 * Math.PI) / 180);
const star = Array.from({ length: 10 }, (_, k) => {
  const angle = ((-90 + k * 36) * Math.PI) / 180;
  const r = k % 2 === 0 ? starRadius : innerRadius;
  return `${round(r * Math.cos(angle))},${round(r * Math.sin(angle))}`;
}).join(' ');

const stars = Array.from({ length: 12 }, (_, hour) => {
  const angle = ((hour * 30 - 90) * Math.PI) / 180;
  return `<use href="#star" x="${round(width / 2 + ringRadius * Math.cos(angle))}" y="${round(height / 2 + ringRadius * Math.sin(angle))}"/>`;
}).join('');

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><defs><polygon id="star" points="${star}" fill="#FFCC00"/></defs><rect width="${width}" height="${height}" fill="#003399"/>${stars}</svg>\n`;

fs.writeFileSync(path.join(root, 'app/assets/illustrations/eu-emblem.svg'), svg);
