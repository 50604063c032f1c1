import { federatedConfig } from '../config/webpack.mf.js';

export default federatedConfig({
  dir: import.meta.dirname,
  name: 'mf_auth',
  exposes: {
    './Routes': './src/routes.tsx',
    // The user menu's change-password form, mounted by the shell through a slot.
    './ChangePassword': './src/features/password/ChangePasswordForm.tsx',
  },
});
