import type { ErrorCode } from '../errors.ts';

export const es: Record<ErrorCode, string> = {
  request_param_err: 'Los datos enviados no son válidos',
  request_body_required: 'No se pudo leer la solicitud cifrada',
  merchant_not_found: 'El sitio solicitado no existe',
  CUSTOMER_NOT_LOGIN: 'No ha iniciado sesión, por favor inicie sesión',
  operator_login_failed: 'Usuario o contraseña incorrectos',
  operator_not_login: 'La sesión del operador no es válida, inicie sesión de nuevo',
  forbidden: 'No tiene permiso para esta acción',
  'function.not.available': 'Función no disponible, contacte con atención al cliente',
  blockip: 'El acceso desde su región está restringido',
  not_found: 'No encontrado',
  http_method_not_support: 'Método no admitido',
  conflict: 'La solicitud entra en conflicto con el estado actual',
  TOO_MANY_REQUESTS: 'Demasiadas solicitudes, inténtelo de nuevo en 5 minutos',
  system_busy: 'Error desconocido, inténtelo de nuevo más tarde',
  game_maintenance: 'El sitio está en mantenimiento',
  INVALID_SIGNATURE: 'Firma no válida',
  REQUEST_EXPIRED: 'La solicitud ha caducado',
};
