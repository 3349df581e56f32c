/** The client version the spec fixes; sent as X-Client-Version and shown in the franchise header. */
export const CLIENT_VERSION = '1.5.481';
export const PRODUCT_NAME = 'Employee Portal';
