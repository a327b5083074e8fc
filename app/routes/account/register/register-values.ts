import type { ProfileValues } from '../../../features/account/profile-values';

export interface RegisterValues extends ProfileValues {
  email: string;
  password: string;
  confirmPwd: string;
  gdpr: boolean;
}

// In the order of the page, which is also the error summary's order.
export const initialRegisterValues: RegisterValues = {
  firstName: '',
  lastName: '',
  email: '',
  location: '',
  residence: null,
  age: null,
  gender: null,
  education: null,
  employment: null,
  jobField: [],
  unemployedMonths: null,
  password: '',
  confirmPwd: '',
  gdpr: false,
};
