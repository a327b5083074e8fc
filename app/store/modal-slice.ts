import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The spec's modal state holds "component (content)". React elements are not serialisable, so the store
 * holds which modal is open (`component`, a name the modal host maps to a component) and its props.
 */
export interface ModalState {
  showModal: boolean;
  component: string | null;
  props: Record<string, unknown>;
  kind: 'normal' | 'fullscreen';
}

export const modalSlice = createSlice({
  name: 'modal',
  initialState: { showModal: false, component: null, props: {}, kind: 'normal' } as ModalState,
  reducers: {
    modalOpened(
      _state,
      action: PayloadAction<{ component: string; props?: Record<string, unknown>; kind?: ModalState['kind'] }>,
    ) {
      return {
        showModal: true,
        component: action.payload.component,
        props: action.payload.props ?? {},
        kind: action.payload.kind ?? 'normal',
      };
    },
    modalClosed() {
      return { showModal: false, component: null, props: {}, kind: 'normal' as const };
    },
  },
});

export const { modalOpened, modalClosed } = modalSlice.actions;
