// bchaddrjs has no published types; we use two of its functions.
declare module 'bchaddrjs' {
  const bchaddr: {
    toCashAddress(address: string): string
    toLegacyAddress(address: string): string
    isCashAddress(address: string): boolean
  }
  export default bchaddr
}
