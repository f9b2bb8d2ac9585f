// Credentials and region the local servers accept; none of them checks signatures.
export const localRegion = 'eu-central-1';
export const localAccount = '000000000000';
export const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };
