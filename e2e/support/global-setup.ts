// One stack for the whole run: the workers inherit its addresses through the environment.
import { startStack } from './servers';

export default async function globalSetup() {
  const stack = await startStack();
  process.env.E2E_BASE_URL = stack.baseUrl;
  process.env.E2E_API_URL = stack.apiUrl;
  return async () => {
    await stack.stop();
  };
}
