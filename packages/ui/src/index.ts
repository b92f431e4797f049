// Brings the theme's DefaultTheme augmentation to every consumer of the package.
import type {} from './styled';
export { theme, type Theme, type ThemeColor } from './theme';
export { GlobalStyle } from './global-style';
export { UiProvider, type UiProviderProps } from './ui-provider';
export { StandaloneApp, type StandaloneAppProps, type StandaloneRoute } from './standalone/standalone-app';

export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './components/button';
export {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  type CardDescriptionProps,
  type CardProps,
  type CardTitleProps,
} from './components/card';
export { Dialog, type DialogProps } from './components/dialog';
export {
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  type TabsContentProps,
  type TabsListProps,
  type TabsProps,
  type TabsTriggerProps,
} from './components/tabs';
export { Input, Label, Textarea, type InputProps, type LabelProps, type TextareaProps } from './components/input';
export { Field, type FieldProps } from './components/field';
export { Select, type SelectOption, type SelectProps } from './components/select';
export { Checkbox, type CheckboxProps } from './components/checkbox';
export { Switch, type SwitchProps } from './components/switch';
export { SwitchRow, type SwitchRowProps } from './components/switch-row';
export { SelectField, type SelectFieldProps } from './components/select-field';
export { TabCard, type TabCardProps } from './components/tab-card';
export { Badge, type BadgeProps, type BadgeVariant } from './components/badge';
export {
  Progress,
  Skeleton,
  Spinner,
  type ProgressProps,
  type SkeletonProps,
  type SpinnerProps,
} from './components/feedback';
export { EmptyState, PageHeader, type EmptyStateProps, type PageHeaderProps } from './components/page';
export {
  ButtonRow,
  Columns,
  MutedText,
  Stack,
  type ButtonRowProps,
  type ColumnsProps,
  type MutedTextProps,
  type StackProps,
} from './components/layout';

export { useFormState, type SetFormField } from './hooks/use-form-state';
export { useDebouncedValue } from './hooks/use-debounced-value';

export {
  TOAST_DEFAULT_DURATION,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  ToastProvider,
  useToast,
  type ToastHandle,
  type ToastItem,
  type ToastOptions,
  type ToastProviderProps,
  type ToastVariant,
} from './toast/toast-context';
export { Toaster } from './toast/toaster';
export { TOAST_SWIPE_THRESHOLD } from './toast/toast-view';

export * from './icons';
export { Notice, PendingFeatureNotice, type NoticeProps } from './components/notice';
