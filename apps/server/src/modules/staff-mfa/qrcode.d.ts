/** The part of qrcode 1.5 we use (the package ships no types). */
declare module 'qrcode' {
  interface ToDataUrlOptions {
    errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H';
    margin?: number;
    width?: number;
  }
  const QRCode: { toDataURL(text: string, options?: ToDataUrlOptions): Promise<string> };
  export default QRCode;
}
