/** Amplify's auth functions, configured; the chunk loads on first use. */
export const loadAuth = async () => {
  const auth = await import('./amplify');
  await auth.authReady();
  return auth;
};
