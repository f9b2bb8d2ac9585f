// The qrcode package's encoder module, which its types (@types/qrcode) declare only through the package's
// entry: the same `create` (shared/qr-matrix.ts).
declare module 'qrcode/lib/core/qrcode.js' {
  export { create } from 'qrcode';
}
