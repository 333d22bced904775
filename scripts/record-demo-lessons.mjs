// Records the demo lesson clips (a few seconds of WebM each) in the system Chromium: a canvas
// animation captured with MediaRecorder. Run once; the clips are committed and the demo seed
// copies them to the uploads. Usage: node scripts/record-demo-lessons.mjs [chromium path]
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const OUT = new URL('../src/server/seed/media/', import.meta.url);
const SECONDS = 5;
const CLIPS = [
  { file: 'clase-teoria.webm', kicker: 'Clase teórica', drawing: 'bars' },
  { file: 'clase-practica.webm', kicker: 'Caso práctico', drawing: 'ledger' },
  { file: 'clase-ejercicio.webm', kicker: 'Ejercicio resuelto', drawing: 'check' },
];

function record({ kicker, drawing, seconds }) {
  return new Promise((resolve) => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 360;
    document.body.append(canvas);
    const g = canvas.getContext('2d');
    const font = (size, weight = 700) =>
      `${weight} ${size}px Inter, "DejaVu Sans", Arial, sans-serif`;
    const started = performance.now();
    const frame = () => {
      const t = Math.min(1, (performance.now() - started) / (seconds * 1000));
      const grad = g.createLinearGradient(0, 0, 640, 360);
      grad.addColorStop(0, '#0a1f33');
      grad.addColorStop(1, '#15324f');
      g.fillStyle = grad;
      g.fillRect(0, 0, 640, 360);
      g.fillStyle = '#f2b33d';
      g.fillRect(40, 48, 60, 6);
      g.font = font(16, 600);
      g.fillStyle = '#a9c9e4';
      g.fillText('ESTUDIO FERRARO · CLASE DE MUESTRA', 40, 86);
      g.font = font(34);
      g.fillStyle = '#ffffff';
      g.fillText(kicker, 40, 132);
      const ease = 1 - (1 - Math.min(1, t * 1.6)) ** 3;
      if (drawing === 'bars') {
        [0.35, 0.55, 0.45, 0.7, 0.9].forEach((h, i) => {
          const height = h * 150 * ease;
          g.fillStyle = i === 4 ? '#f2b33d' : '#4a83b7';
          g.fillRect(380 + i * 46, 310 - height, 30, height);
        });
      } else if (drawing === 'ledger') {
        g.fillStyle = '#ffffff';
        g.fillRect(360, 170, 240, 150);
        g.fillStyle = '#0f2a44';
        g.fillRect(372, 196, 216, 4);
        g.fillRect(478, 196, 4, 112);
        [0, 1, 2].forEach((row) => {
          const shown = Math.max(0, Math.min(1, ease * 3 - row));
          g.fillStyle = row === 2 ? '#f2b33d' : '#a9c9e4';
          g.fillRect(384, 216 + row * 30, 80 * shown, 10);
          g.fillRect(494, 216 + row * 30, 80 * shown, 10);
        });
      } else {
        g.strokeStyle = '#f2b33d';
        g.lineWidth = 14;
        g.lineCap = 'round';
        g.beginPath();
        g.arc(480, 240, 70, -Math.PI / 2, -Math.PI / 2 + Math.PI * 2 * ease);
        g.stroke();
        if (ease > 0.8) {
          g.strokeStyle = '#ffffff';
          g.beginPath();
          g.moveTo(450, 242);
          g.lineTo(472, 264);
          g.lineTo(512, 218);
          g.stroke();
        }
      }
      g.fillStyle = 'rgba(255,255,255,0.15)';
      g.fillRect(40, 330, 560, 6);
      g.fillStyle = '#f2b33d';
      g.fillRect(40, 330, 560 * t, 6);
      if (t < 1) requestAnimationFrame(frame);
    };
    frame();
    const recorder = new MediaRecorder(canvas.captureStream(24), {
      mimeType: 'video/webm;codecs=vp8',
      videoBitsPerSecond: 120_000,
    });
    const chunks = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    recorder.onstop = async () => {
      const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
      resolve(Array.from(bytes));
    };
    recorder.start();
    setTimeout(() => recorder.stop(), seconds * 1000 + 150);
  });
}

/**
 * MediaRecorder writes no duration, so players would show none and could not seek: adds the
 * Duration element (milliseconds, as a float) to the file's Info element.
 */
function withDuration(file, milliseconds) {
  const infoAt = file.indexOf(Buffer.from([0x15, 0x49, 0xa9, 0x66]));
  if (infoAt < 0) throw new Error('no Info element');
  const sizeAt = infoAt + 4;
  const width = 8 - Math.floor(Math.log2(file[sizeAt]));
  let size = file[sizeAt] & (0xff >> width);
  for (let i = 1; i < width; i++) size = size * 256 + file[sizeAt + i];
  const end = sizeAt + width + size;
  const duration = Buffer.alloc(11);
  duration.set([0x44, 0x89, 0x88]);
  duration.writeDoubleBE(milliseconds, 3);
  const newSize = size + duration.length;
  const sizeBytes = Buffer.alloc(width);
  let rest = newSize;
  for (let i = width - 1; i >= 0; i--) {
    sizeBytes[i] = rest & 0xff;
    rest = Math.floor(rest / 256);
  }
  sizeBytes[0] |= 0x80 >> (width - 1);
  return Buffer.concat([
    file.subarray(0, sizeAt),
    sizeBytes,
    file.subarray(sizeAt + width, end),
    duration,
    file.subarray(end),
  ]);
}

const browser = await chromium.launch({
  executablePath: process.argv[2] ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
});
const page = await browser.newPage();
for (const clip of CLIPS) {
  const bytes = await page.evaluate(record, { ...clip, seconds: SECONDS });
  writeFileSync(new URL(clip.file, OUT), withDuration(Buffer.from(bytes), SECONDS * 1000));
  console.log(`${clip.file}: ${bytes.length} bytes`);
}
await browser.close();
