import type { MessageResponse, TokenResponse, UserInfoResponse, UserProfile } from '../../contract/api/user';
import type {
  ChangePasswordForm,
  ForgotPasswordForm,
  LoginForm,
  ProfileForm,
  RegisterForm,
  ResetPasswordForm,
  StaffProfileForm,
} from '../../contract/user-forms';
import { api } from './api';

/** The account calls of docs/product/api.md (/api/user/*). */
export const userApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<TokenResponse, LoginForm>({
      query: (body) => ({ url: '/user/token', method: 'POST', body }),
    }),
    me: build.query<UserInfoResponse, void>({ query: () => '/user/me', providesTags: ['User'] }),
    meFull: build.query<UserProfile, void>({ query: () => '/user/me/full', providesTags: ['User'] }),
    register: build.mutation<MessageResponse, RegisterForm>({
      query: (body) => ({ url: '/user/register', method: 'POST', body }),
    }),
    validateRegistration: build.mutation<MessageResponse, { token: string }>({
      query: (body) => ({ url: '/user/register/validate', method: 'POST', body }),
    }),
    requestPasswordReset: build.mutation<MessageResponse, ForgotPasswordForm>({
      query: (body) => ({ url: '/user/password/request', method: 'POST', body }),
    }),
    resetPassword: build.mutation<MessageResponse, ResetPasswordForm>({
      query: (body) => ({ url: '/user/password/reset', method: 'POST', body }),
    }),
    changePassword: build.mutation<TokenResponse, ChangePasswordForm>({
      query: (body) => ({ url: '/user/password/change', method: 'PUT', body }),
    }),
    updateProfile: build.mutation<UserProfile, ProfileForm | StaffProfileForm>({
      query: (body) => ({ url: '/user/update', method: 'PUT', body }),
      // The answer is the saved profile (the same body as /me/full): it replaces the details at once, with
      // no refetch to wait for; the form's refreshUser reloads /me (the header's name) once. No tag is
      // invalidated: that refetched /me a second time.
      async onQueryStarted(_form, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.then(({ data }) => data).catch(() => undefined);
        if (saved) dispatch(userApi.util.updateQueryData('meFull', undefined, () => saved));
      },
    }),
    /** Ends the token on the server too (an addition to the documented table; see docs/decisions/accounts.md). */
    logout: build.mutation<void, void>({ query: () => ({ url: '/user/logout', method: 'POST' }) }),
    deleteAccount: build.mutation<MessageResponse, { password: string }>({
      query: (body) => ({ url: '/user/delete', method: 'DELETE', body }),
    }),
  }),
});

export const {
  useLoginMutation,
  useMeQuery,
  useLazyMeQuery,
  useMeFullQuery,
  useRegisterMutation,
  useValidateRegistrationMutation,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
  useChangePasswordMutation,
  useUpdateProfileMutation,
  useDeleteAccountMutation,
  useLogoutMutation,
} = userApi;
