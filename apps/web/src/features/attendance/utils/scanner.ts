/**
 * Reads QR codes from the camera (issue 24 §1): the browser's own BarcodeDetector where it reads QR codes
 * (Chrome on Android, macOS, ChromeOS), else the `barcode-detector` ponyfill (ZXing-C++ as WebAssembly,
 * maintained). Its .wasm file is served by this app, never from a CDN: the desk works on a gym's own network
 * without the internet. Both load only when the camera is opened.
 */
export interface QrReader {
  read(source: HTMLVideoElement): Promise<string | null>;
}

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type DetectorClass = {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
};

async function nativeDetector(): Promise<Detector | null> {
  const native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!native) return null;
  try {
    return (await native.getSupportedFormats()).includes("qr_code") ? new native({ formats: ["qr_code"] }) : null;
  } catch {
    return null;
  }
}

async function ponyfillDetector(): Promise<Detector> {
  const [{ BarcodeDetector, prepareZXingModule }, wasm] = await Promise.all([
    import("barcode-detector/ponyfill"),
    import("zxing-wasm/reader/zxing_reader.wasm?url"),
  ]);
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? wasm.default : prefix + path),
    },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: ["qr_code"] });
}

export async function qrReader(): Promise<QrReader> {
  const detector = (await nativeDetector()) ?? (await ponyfillDetector());
  return {
    async read(source) {
      if (source.readyState < 2 || source.videoWidth === 0) return null;
      const found = await detector.detect(source);
      return found[0]?.rawValue ?? null;
    },
  };
}
